import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Dayjs } from 'dayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function CalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        minDate={dayjs('2024-04-08')}
        maxDate={dayjs('2024-06-28')}
        shouldDisableDate={isWeekend}
      />
    </LocalizationProvider>
  );
}
