import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function FormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Dense" format="DD/MM/YYYY" defaultValue={dayjs('2024-06-30')} />
        <DateField
          label="Spacious"
          format="DD/MM/YYYY"
          formatDensity="spacious"
          defaultValue={dayjs('2024-06-30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
