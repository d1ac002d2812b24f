import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const minDate = dayjs('2024-01-01');
const maxDate = dayjs('2024-12-31');

function getMessage(error: DateValidationError): string {
  switch (error) {
    case 'minDate':
    case 'maxDate':
      return 'Please choose a date in 2024';
    case 'shouldDisableDate':
      return 'Deliveries do not run on Sundays';
    case 'invalidDate':
      return 'This date is not valid';
    default:
      return '';
  }
}

export default function ValidationMessages() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        defaultValue={dayjs('2025-01-05')}
        minDate={minDate}
        maxDate={maxDate}
        shouldDisableDate={(date) => date.day() === 0}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: { helperText: getMessage(error) || 'Monday to Saturday, 2024' },
        }}
      />
    </LocalizationProvider>
  );
}
