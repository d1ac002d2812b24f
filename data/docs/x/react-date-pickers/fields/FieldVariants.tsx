import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FieldVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimeField label="Outlined" defaultValue={dayjs('2024-04-17T18:20')} />
        <DateTimeField label="Filled" variant="filled" defaultValue={dayjs('2024-04-17T18:20')} />
        <DateTimeField
          label="Standard, small"
          variant="standard"
          size="small"
          defaultValue={dayjs('2024-04-17T18:20')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
