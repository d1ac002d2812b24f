import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

// Days the bank is closed in December 2024, besides weekends.
const bankHolidays = new Set(['2024-12-24', '2024-12-25', '2024-12-26', '2024-12-31']);

// Defined outside the component: it is called for every day the calendar shows.
function isClosed(date: Dayjs) {
  return date.day() === 0 || date.day() === 6 || bankHolidays.has(date.format('YYYY-MM-DD'));
}

export default function DisableHolidays() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Transfer execution date"
        defaultValue={dayjs('2024-12-24')}
        shouldDisableDate={isClosed}
        onError={setError}
        slotProps={{
          textField: {
            helperText:
              error === 'shouldDisableDate'
                ? 'Transfers are not executed on weekends and bank holidays'
                : 'Business days only',
          },
        }}
      />
    </LocalizationProvider>
  );
}
