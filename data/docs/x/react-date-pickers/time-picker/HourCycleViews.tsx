import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function HourCycleViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimePicker label="Hours only" views={['hours']} defaultValue={dayjs('2024-04-17T16:00')} />
        <TimePicker
          label="With seconds, 24 h"
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          defaultValue={dayjs('2024-04-17T16:05:30')}
        />
        <TimePicker
          label="Starts on minutes"
          openTo="minutes"
          defaultValue={dayjs('2024-04-17T16:05')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
