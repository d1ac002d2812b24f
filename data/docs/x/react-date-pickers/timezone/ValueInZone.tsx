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

export default function ValueInZone() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.tz('2024-11-04T09:30', 'Asia/Kolkata'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DateTimePicker
          label="Stand-up in Bengaluru"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {value?.isValid() ? value.format('YYYY-MM-DDTHH:mm:ssZ') : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
