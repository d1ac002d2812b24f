import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LuxonTimezone() {
  // A market open time, stored in UTC.
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2024-04-17T00:00:00Z', { zone: 'utc' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateTimePicker label="Value's zone (UTC)" value={value} onChange={setValue} />
          <DateTimePicker
            label="Asia/Tokyo"
            timezone="Asia/Tokyo"
            value={value}
            onChange={setValue}
          />
          <DateTimePicker
            label="Fixed offset UTC+3"
            timezone="UTC+3"
            value={value}
            onChange={setValue}
          />
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          onChange returned: {value?.isValid ? `${value.toISO()} (zone ${value.zoneName})` : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
