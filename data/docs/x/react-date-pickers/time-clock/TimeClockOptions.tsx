import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="center">
        <TimeClock
          defaultValue={dayjs('2024-04-17T18:40')}
          ampm={false}
          views={['minutes', 'seconds']}
          showViewSwitcher
        />
        <TimeClock
          defaultValue={dayjs('2024-04-17T09:00')}
          ampmInClock
          minTime={dayjs('2024-04-17T08:00')}
          maxTime={dayjs('2024-04-17T17:00')}
          minutesStep={10}
        />
      </Stack>
    </LocalizationProvider>
  );
}
