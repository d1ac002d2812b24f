import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import 'dayjs/locale/en-gb';

export default function WeekStartsOnMonday() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <DateCalendar defaultValue={dayjs('2024-09-12')} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <DateCalendar defaultValue={dayjs('2024-09-12')} />
      </LocalizationProvider>
    </Stack>
  );
}
