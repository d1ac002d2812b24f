import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function SingleInputDateRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateRangePicker
          slots={{ field: SingleInputDateRangeField }}
          label="Reporting period"
          defaultValue={[dayjs('2024-04-01'), dayjs('2024-04-30')]}
        />
        <DateRangePicker
          slots={{ field: SingleInputDateRangeField }}
          label="One calendar"
          calendars={1}
          defaultValue={[dayjs('2024-04-08'), dayjs('2024-04-12')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
