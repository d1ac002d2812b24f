import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

export default function MinMaxDateValidation() {
  const [error, setError] = React.useState<DateValidationError>('maxDate');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: 300 }}>
        <DatePicker
          label="Conference day"
          defaultValue={dayjs('2024-09-30')}
          minDate={dayjs('2024-09-16')}
          maxDate={dayjs('2024-09-20')}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: {
              helperText: error ? 'The conference runs from September 16 to 20' : ' ',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
