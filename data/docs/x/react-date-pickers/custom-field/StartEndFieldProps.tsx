import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function StartEndFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-07-19'), dayjs('2024-07-26')]}
        slotProps={{
          textField: ({ position }) =>
            position === 'start'
              ? { label: 'Pick-up', helperText: 'Counter opens at 8:00 AM', color: 'success' }
              : { label: 'Drop-off', helperText: 'Return before 6:00 PM', color: 'warning' },
        }}
      />
    </LocalizationProvider>
  );
}
