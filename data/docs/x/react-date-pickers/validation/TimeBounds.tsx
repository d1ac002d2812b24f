import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeBounds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Office hours (9:00 to 17:30)"
          defaultValue={dayjs('2024-04-17T18:00')}
          minTime={dayjs('2024-04-17T09:00')}
          maxTime={dayjs('2024-04-17T17:30')}
        />
        <TimePicker
          label="Quarter hours only"
          defaultValue={dayjs('2024-04-17T10:10')}
          minutesStep={15}
        />
      </Stack>
    </LocalizationProvider>
  );
}
