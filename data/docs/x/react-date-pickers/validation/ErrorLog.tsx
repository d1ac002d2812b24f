import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

const messages: Record<NonNullable<DateTimeValidationError>, string> = {
  invalidDate: 'Finish typing the date and time',
  minDate: 'The sale opens on September 2',
  maxDate: 'The sale closes on September 6',
  minTime: 'Orders open at 9:00 AM',
  maxTime: 'Orders close at 6:00 PM',
  minutesStep: 'Pick-up slots start every 30 minutes',
  disablePast: 'This moment is in the past',
  disableFuture: 'This moment is in the future',
  shouldDisableDate: 'No pick-up on this day',
  shouldDisableMonth: 'No pick-up in this month',
  shouldDisableYear: 'No pick-up in this year',
  'shouldDisableTime-hours': 'This hour is not available',
  'shouldDisableTime-minutes': 'This minute is not available',
  'shouldDisableTime-seconds': 'This second is not available',
};

interface LogEntry {
  id: number;
  error: DateTimeValidationError;
  value: string;
}

export default function ErrorLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(0);

  const handleError = (error: DateTimeValidationError, value: Dayjs | null) => {
    nextId.current += 1;
    const entry = {
      id: nextId.current,
      error,
      value: value?.isValid() ? value.format('ddd D MMM, HH:mm') : String(value),
    };
    setLog((previous) => [entry, ...previous].slice(0, 5));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimePicker
          label="Click & collect slot"
          ampm={false}
          defaultValue={dayjs('2024-09-02T08:30')}
          minDate={dayjs('2024-09-02')}
          maxDate={dayjs('2024-09-06')}
          minTime={dayjs('2024-09-02T09:00')}
          maxTime={dayjs('2024-09-02T18:00')}
          minutesStep={30}
          onError={handleError}
          sx={{ maxWidth: 300 }}
        />
        <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
          {log.map((entry) => (
            <Typography component="li" variant="body2" key={entry.id}>
              <code>{entry.error === null ? 'null' : `'${entry.error}'`}</code> for {entry.value}
              {entry.error ? ` – ${messages[entry.error]}` : ' – valid'}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
