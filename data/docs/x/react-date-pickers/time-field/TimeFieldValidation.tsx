import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimeValidationError } from '@mui/x-date-pickers/models';

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: 300 }}>
        <TimeField
          label="Pick-up time"
          defaultValue={dayjs('2024-04-17T07:10')}
          minTime={dayjs('2024-04-17T08:00')}
          maxTime={dayjs('2024-04-17T19:00')}
          minutesStep={5}
          onError={(newError) => setError(newError)}
          helperText={error ? `Error: ${error}` : 'Between 8:00 and 19:00'}
        />
      </Stack>
    </LocalizationProvider>
  );
}
