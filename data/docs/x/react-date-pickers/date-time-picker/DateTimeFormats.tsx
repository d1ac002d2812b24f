import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimeFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="24-hour, ISO date"
          format="YYYY-MM-DD HH:mm"
          ampm={false}
          defaultValue={dayjs('2024-04-17T21:05')}
        />
        <DateTimePicker
          label="Written out"
          format="ddd, MMM D · h:mm A"
          defaultValue={dayjs('2024-04-17T21:05')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
