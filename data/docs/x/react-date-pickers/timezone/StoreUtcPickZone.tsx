import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const displayZones = ['Europe/London', 'America/Chicago', 'Asia/Singapore', 'Australia/Sydney'];

export default function StoreUtcPickZone() {
  // What a database would hold: an ISO string in UTC.
  const [stored, setStored] = React.useState('2024-06-03T14:00:00.000Z');
  const [zone, setZone] = React.useState('America/Chicago');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Show in"
            value={zone}
            onChange={(event) => setZone(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {displayZones.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <DateTimePicker
            label="Webinar start"
            timezone={zone}
            value={dayjs.utc(stored)}
            onChange={(newValue) => {
              if (newValue?.isValid()) {
                setStored(newValue.toISOString());
              }
            }}
          />
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          Stored: {stored}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
