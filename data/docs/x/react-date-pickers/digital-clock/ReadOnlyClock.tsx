import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function ReadOnlyClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 300 }}>
        <DigitalClock defaultValue={dayjs('2024-04-17T09:00')} readOnly />
        <DigitalClock defaultValue={dayjs('2024-04-17T09:00')} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
