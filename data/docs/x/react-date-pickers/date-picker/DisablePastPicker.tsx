import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DisablePastPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="Between two dates"
          defaultValue={dayjs('2024-04-17')}
          minDate={dayjs('2024-04-01')}
          maxDate={dayjs('2024-05-15')}
        />
        <DatePicker
          label="No weekends"
          defaultValue={dayjs('2024-04-17')}
          shouldDisableDate={(date) => date.day() === 0 || date.day() === 6}
        />
      </Stack>
    </LocalizationProvider>
  );
}
