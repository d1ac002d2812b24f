import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function FixedOffsetZone() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2024-03-31T06:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="Always UTC+3 (Etc/GMT-3)"
          timezone="Etc/GMT-3"
          ampm={false}
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <DateTimePicker
          label="Europe/Helsinki (UTC+2 or +3)"
          timezone="Europe/Helsinki"
          ampm={false}
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
