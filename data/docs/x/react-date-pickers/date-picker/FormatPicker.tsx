import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FormatPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="ISO" format="YYYY-MM-DD" defaultValue={dayjs('2024-04-17')} />
        <DatePicker label="Long month" format="MMMM D, YYYY" defaultValue={dayjs('2024-04-17')} />
        <DatePicker
          label="Month and year"
          views={['month', 'year']}
          format="MMM YYYY"
          defaultValue={dayjs('2024-04-17')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
