import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ReadOnlyAndDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Read-only" readOnly defaultValue={dayjs('2024-03-08')} />
        <DatePicker label="Disabled" disabled defaultValue={dayjs('2024-03-08')} />
      </Stack>
    </LocalizationProvider>
  );
}
