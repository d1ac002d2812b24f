import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimeClock defaultValue={dayjs('2024-04-17T08:25')} views={['minutes', 'seconds']} />
        <TimeClock
          defaultValue={dayjs('2024-04-17T08:25')}
          views={['hours']}
          ampm={false}
          ampmInClock
        />
      </Stack>
    </LocalizationProvider>
  );
}
