import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// Arrivals only on Saturdays, departures any day, at most within the summer season.
const shouldDisableDate = (day: Dayjs, position: 'start' | 'end') =>
  position === 'start' && day.day() !== 6;

export default function RangeValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        minDate={dayjs('2024-06-01')}
        maxDate={dayjs('2024-09-30')}
        referenceDate={dayjs('2024-06-01')}
        shouldDisableDate={shouldDisableDate}
        localeText={{ start: 'Arrival (Sat)', end: 'Departure' }}
      />
    </LocalizationProvider>
  );
}
