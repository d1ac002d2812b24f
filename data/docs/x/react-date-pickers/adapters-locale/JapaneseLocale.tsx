import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import 'dayjs/locale/ja';

export default function JapaneseLocale() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="ja"
      dateFormats={{ keyboardDate: 'YYYY/MM/DD' }}
    >
      <Stack spacing={1} alignItems="center">
        <DateField label="予約日" defaultValue={dayjs('2024-11-15')} />
        <DateCalendar defaultValue={dayjs('2024-11-15')} />
      </Stack>
    </LocalizationProvider>
  );
}
