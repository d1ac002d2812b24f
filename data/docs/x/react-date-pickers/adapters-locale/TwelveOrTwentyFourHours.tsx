import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TwelveOrTwentyFourHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="Locale default" defaultValue={dayjs('2024-04-17T18:45')} />
        <TimePicker label="Forced 12 h" ampm defaultValue={dayjs('2024-04-17T18:45')} />
        <TimePicker label="Forced 24 h" ampm={false} defaultValue={dayjs('2024-04-17T18:45')} />
      </Stack>
    </LocalizationProvider>
  );
}
