import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const invoiceDate = dayjs('2024-11-05');

export default function FormatDensityFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label='formatDensity="dense"'
          format="DD/MM/YYYY"
          defaultValue={invoiceDate}
          formatDensity="dense"
        />
        <DatePicker
          label='formatDensity="spacious"'
          format="DD/MM/YYYY"
          defaultValue={invoiceDate}
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
