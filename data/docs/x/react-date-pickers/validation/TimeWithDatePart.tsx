import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function TimeWithDatePart() {
  const minTime = dayjs('2024-04-18T09:00');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="Time of day only"
          defaultValue={dayjs('2024-04-19T08:00')}
          minTime={minTime}
        />
        <DateTimePicker
          label="Date part included"
          defaultValue={dayjs('2024-04-19T08:00')}
          minTime={minTime}
          disableIgnoringDatePartForTimeValidation
        />
      </Stack>
    </LocalizationProvider>
  );
}
