import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimeBounds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="After April 17, 22:00"
          defaultValue={dayjs('2024-04-17T21:00')}
          minDateTime={dayjs('2024-04-17T22:00')}
        />
        <DateTimePicker
          label="Working hours of any day"
          defaultValue={dayjs('2024-04-17T19:30')}
          minTime={dayjs('2024-04-17T08:00')}
          maxTime={dayjs('2024-04-17T18:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
