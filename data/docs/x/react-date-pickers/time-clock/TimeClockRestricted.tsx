import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockRestricted() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock
        defaultValue={dayjs('2024-04-17T10:15')}
        minTime={dayjs('2024-04-17T08:00')}
        maxTime={dayjs('2024-04-17T18:00')}
        minutesStep={5}
        ampmInClock
      />
    </LocalizationProvider>
  );
}
