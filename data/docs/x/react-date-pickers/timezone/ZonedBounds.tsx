import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function ZonedBounds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: 320 }}>
        <DateTimePicker
          label="Delivery slot (New York time)"
          timezone="America/New_York"
          defaultValue={dayjs.tz('2024-12-20T08:00', 'America/New_York')}
          minDateTime={dayjs.tz('2024-12-20T09:00', 'America/New_York')}
          maxDateTime={dayjs.tz('2024-12-23T17:00', 'America/New_York')}
          slotProps={{ textField: { helperText: 'Dec 20, 9:00 to Dec 23, 17:00' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
