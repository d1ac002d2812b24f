import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function OpenToYear() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateCalendar defaultValue={dayjs('1988-06-21')} openTo="year" />
        <DateCalendar defaultValue={dayjs('2024-06-21')} views={['year', 'month']} openTo="month" />
      </Stack>
    </LocalizationProvider>
  );
}
