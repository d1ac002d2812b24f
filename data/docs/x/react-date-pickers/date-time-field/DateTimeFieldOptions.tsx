import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function DateTimeFieldOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimeField
          label="24-hour with seconds"
          format="DD/MM/YYYY HH:mm:ss"
          defaultValue={dayjs('2024-04-17T22:15:40')}
        />
        <DateTimeField
          label="Not before April 18"
          minDateTime={dayjs('2024-04-18T00:00')}
          defaultValue={dayjs('2024-04-17T22:15')}
          clearable
        />
      </Stack>
    </LocalizationProvider>
  );
}
