import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateValidationError } from '@mui/x-date-pickers/models';

export default function DateFieldValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: 300 }}>
        <DateField
          label="Invoice date"
          defaultValue={dayjs('2025-01-06')}
          maxDate={dayjs('2024-12-31')}
          onError={(newError) => setError(newError)}
          helperText={error ? 'Please choose a date in 2024' : ' '}
        />
      </Stack>
    </LocalizationProvider>
  );
}
