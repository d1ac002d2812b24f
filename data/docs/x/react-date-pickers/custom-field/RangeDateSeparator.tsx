import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const conference = [dayjs('2024-10-07'), dayjs('2024-10-09')] as const;

export default function RangeDateSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker
          label="Conference (single input)"
          defaultValue={[...conference]}
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        <DateRangePicker
          defaultValue={[...conference]}
          localeText={{ start: 'Arrival', end: 'Departure' }}
          slotProps={{ fieldSeparator: { children: '→' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
