import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BasicTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimePicker label="Meeting time" defaultValue={dayjs('2024-04-17T09:30')} />
        <TimePicker label="24-hour clock" ampm={false} defaultValue={dayjs('2024-04-17T17:45')} />
        <TimePicker
          label="With seconds"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2024-04-17T08:15:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
