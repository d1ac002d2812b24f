import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const initial = dayjs('2024-04-17T08:45:10');

export default function DateTimeViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="With seconds"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          defaultValue={initial}
        />
        <DateTimePicker
          label="Day and hour only"
          views={['day', 'hours']}
          ampm={false}
          defaultValue={initial}
        />
        <DateTimePicker
          label="Analog clock"
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
          defaultValue={initial}
        />
      </Stack>
    </LocalizationProvider>
  );
}
