import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ViewsWithSeconds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Billing month"
          views={['month', 'year']}
          defaultValue={dayjs('2024-04-01')}
        />
        <TimePicker
          label="Lap time of day"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2024-04-17T14:08:37')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
