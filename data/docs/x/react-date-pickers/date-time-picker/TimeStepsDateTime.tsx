import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function TimeStepsDateTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimePicker
          label="Every 30 minutes"
          timeSteps={{ minutes: 30 }}
          defaultValue={dayjs('2024-04-17T10:30')}
        />
        <DateTimePicker
          label="With seconds"
          views={['year', 'day', 'hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2024-04-17T10:30:15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
