import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError } from '@mui/x-date-pickers/models';

export default function TwoTimePickersRange() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-04-17T09:00'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2024-04-17T12:30'));
  const [endError, setEndError] = React.useState<TimeValidationError>(null);

  const duration =
    start && end && start.isValid() && end.isValid() && end.isAfter(start)
      ? end.diff(start, 'minute')
      : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
          <TimePicker label="From" value={start} onChange={setStart} timeSteps={{ minutes: 15 }} />
          <TimePicker
            label="To"
            value={end}
            onChange={setEnd}
            timeSteps={{ minutes: 15 }}
            minTime={start && start.isValid() ? start.add(15, 'minute') : undefined}
            onError={setEndError}
            slotProps={{
              textField: { helperText: endError ? 'Must end after the start time' : ' ' },
            }}
          />
        </Stack>
        <Typography variant="body2">
          Duration:{' '}
          {duration === null ? '-' : `${Math.floor(duration / 60)} h ${duration % 60} min`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
