import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Dayjs } from 'dayjs';
import { TimeView } from '@mui/x-date-pickers/models';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const isLunchBreak = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 12;

export default function DisableLunchHour() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticTimePicker
        defaultValue={dayjs('2024-04-17T11:00')}
        shouldDisableTime={isLunchBreak}
        ampm={false}
      />
    </LocalizationProvider>
  );
}
