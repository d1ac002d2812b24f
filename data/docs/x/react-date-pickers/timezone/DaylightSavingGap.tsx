import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function DaylightSavingGap() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.tz('2024-03-31T01:30', 'Europe/Paris'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DateTimePicker
          label="Night shift (Paris)"
          timezone="Europe/Paris"
          ampm={false}
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          UTC: {value?.isValid() ? value.toISOString() : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
