import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function PickerFamiliesDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Date" defaultValue={dayjs('2024-04-17')} />
        <TimePicker label="Time" defaultValue={dayjs('2024-04-17T15:45')} />
        <DateTimePicker label="Date and time" defaultValue={dayjs('2024-04-17T15:45')} />
      </Stack>
    </LocalizationProvider>
  );
}
