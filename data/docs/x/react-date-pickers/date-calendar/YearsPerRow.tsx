import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function YearsPerRow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <YearCalendar
          defaultValue={dayjs('2024-01-01')}
          yearsPerRow={4}
          minDate={dayjs('2010-01-01')}
          maxDate={dayjs('2033-12-31')}
        />
        <MonthCalendar defaultValue={dayjs('2024-09-01')} monthsPerRow={4} />
      </Stack>
    </LocalizationProvider>
  );
}
