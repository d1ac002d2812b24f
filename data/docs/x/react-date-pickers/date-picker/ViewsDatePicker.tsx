import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const reference = dayjs('2024-04-17');

export default function ViewsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Year only" views={['year']} defaultValue={reference} />
        <DatePicker
          label="Month and year"
          views={['month', 'year']}
          openTo="month"
          defaultValue={reference}
        />
        <DatePicker
          label="Birthday (opens on year)"
          views={['year', 'month', 'day']}
          openTo="year"
          referenceDate={dayjs('1990-01-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
