import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function ThreeMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={3}
        currentMonthCalendarPosition={2}
        defaultValue={[dayjs('2024-05-27'), dayjs('2024-06-09')]}
      />
    </LocalizationProvider>
  );
}
