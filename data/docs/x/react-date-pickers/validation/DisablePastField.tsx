import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateValidationError } from '@mui/x-date-pickers/models';

export default function DisablePastField() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: 300 }}>
        <DateField
          label="Next appointment"
          defaultValue={dayjs('2024-04-17')}
          disablePast
          onError={(newError) => setError(newError)}
          helperText={error === 'disablePast' ? 'Pick a date from today onwards' : ' '}
        />
      </Stack>
    </LocalizationProvider>
  );
}
