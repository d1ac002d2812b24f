import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function BasicDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Check-in" />
        <DatePicker
          label="Check-out"
          defaultValue={dayjs('2024-04-21')}
          slotProps={{ textField: { helperText: 'MM/DD/YYYY' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
