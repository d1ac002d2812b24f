import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function UtcInSystemZone() {
  // The API sends and expects UTC strings.
  const [apiValue, setApiValue] = React.useState('2024-12-02T09:00:00.000Z');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Parcel pick-up (your time)"
          timezone="system"
          value={dayjs.utc(apiValue)}
          onChange={(newValue) => {
            if (newValue?.isValid()) {
              setApiValue(newValue.toISOString());
            }
          }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          Sent to the API: {apiValue}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
