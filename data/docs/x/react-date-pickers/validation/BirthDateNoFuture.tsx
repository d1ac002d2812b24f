import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  disableFuture: 'A birth date cannot be in the future',
  minDate: 'Please check the year',
  invalidDate: 'Complete the date',
};

export default function BirthDateNoFuture() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        defaultValue={dayjs('1987-03-09')}
        disableFuture
        minDate={dayjs('1900-01-01')}
        openTo="year"
        views={['year', 'month', 'day']}
        onError={setError}
        slotProps={{
          textField: { helperText: error ? messages[error] : 'As written on your passport' },
        }}
      />
    </LocalizationProvider>
  );
}
