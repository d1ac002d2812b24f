import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

export default function ValidationInOnChange() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T08:00'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Office hours booking"
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            setError(context.validationError);
          }}
          minTime={dayjs('2024-01-01T09:00')}
          maxTime={dayjs('2024-01-01T17:00')}
          minutesStep={15}
        />
        <Button
          variant="contained"
          disabled={error !== null || value === null}
          onClick={() => setSubmitted(value ? value.format('YYYY-MM-DD HH:mm') : null)}
        >
          Book
        </Button>
        {error && <Alert severity="warning">Validation error: {error}</Alert>}
        {submitted && !error && <Alert severity="success">Booked for {submitted}</Alert>}
      </Stack>
    </LocalizationProvider>
  );
}
