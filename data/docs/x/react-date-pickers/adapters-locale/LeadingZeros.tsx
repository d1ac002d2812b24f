import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="D/M/YYYY" format="D/M/YYYY" defaultValue={dayjs('2024-02-05')} />
        <DateField
          label="D/M/YYYY, zeros respected"
          format="D/M/YYYY"
          shouldRespectLeadingZeros
          defaultValue={dayjs('2024-02-05')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
