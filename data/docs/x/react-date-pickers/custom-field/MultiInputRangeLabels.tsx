import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function MultiInputRangeLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-08-12'), dayjs('2024-08-16')]}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Check-in' : 'Check-out',
            size: 'small',
          }),
          fieldSeparator: { children: 'until' },
        }}
      />
    </LocalizationProvider>
  );
}
