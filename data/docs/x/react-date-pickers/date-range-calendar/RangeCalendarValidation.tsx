import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function RangeCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        defaultValue={[dayjs('2024-04-16'), dayjs('2024-04-18')]}
        minDate={dayjs('2024-04-08')}
        maxDate={dayjs('2024-05-31')}
        shouldDisableDate={(date) => date.day() === 0}
      />
    </LocalizationProvider>
  );
}
