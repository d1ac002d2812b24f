import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

// minDateTime and maxDateTime violations are reported as date or time bound errors.
const messages: Record<string, string> = {
  minDate: 'Submissions open on April 15 at 09:00',
  minTime: 'Submissions open on April 15 at 09:00',
  maxDate: 'Submissions close on April 30 at 17:00',
  maxTime: 'Submissions close on April 30 at 17:00',
  invalidDate: 'This date is not valid',
};

export default function DateTimeFieldValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField
          label="Submission deadline"
          format="DD/MM/YYYY HH:mm"
          defaultValue={dayjs('2024-05-02T10:00')}
          minDateTime={dayjs('2024-04-15T09:00')}
          maxDateTime={dayjs('2024-04-30T17:00')}
          onError={(newError) => setError(newError)}
          helperText={error ? (messages[error] ?? 'Invalid value') : 'DD/MM/YYYY HH:mm'}
        />
      </Stack>
    </LocalizationProvider>
  );
}
