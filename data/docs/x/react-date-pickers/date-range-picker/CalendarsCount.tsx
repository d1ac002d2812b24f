import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function CalendarsCount() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          calendars={1}
          localeText={{ start: 'One month: from', end: 'to' }}
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
        />
        <DateRangePicker
          calendars={3}
          localeText={{ start: 'Three months: from', end: 'to' }}
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-05-21')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
