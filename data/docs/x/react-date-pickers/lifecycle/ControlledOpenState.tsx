import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledOpenState() {
  const [open, setOpen] = React.useState(false);
  const [events, setEvents] = React.useState<string[]>([]);
  const log = (entry: string) => setEvents((prev) => [entry, ...prev].slice(0, 4));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 340 }}>
        <Stack direction="row" spacing={2} alignItems="center">
          <DatePicker
            label="Check-in"
            defaultValue={dayjs('2024-07-12')}
            open={open}
            onOpen={() => {
              log('onOpen');
              setOpen(true);
            }}
            onClose={() => {
              log('onClose');
              setOpen(false);
            }}
          />
          <Button onClick={() => setOpen(true)}>Open</Button>
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 80 }}>
          {events.length ? events.join(' ← ') : 'Open and close the picker.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
