import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeView } from '@mui/x-date-pickers/models';

// Lunch break from 12:00 to 13:59 is not bookable.
const isLunchBreak = (value: Dayjs, view: TimeView) =>
  view === 'hours' && (value.hour() === 12 || value.hour() === 13);

export default function OpeningHoursTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Appointment"
        minTime={dayjs('2024-04-17T08:00')}
        maxTime={dayjs('2024-04-17T18:00')}
        shouldDisableTime={isLunchBreak}
        skipDisabled
        timeSteps={{ minutes: 15 }}
        defaultValue={dayjs('2024-04-17T09:00')}
        slotProps={{ textField: { helperText: '08:00 - 18:00, closed 12:00 - 14:00' } }}
      />
    </LocalizationProvider>
  );
}
