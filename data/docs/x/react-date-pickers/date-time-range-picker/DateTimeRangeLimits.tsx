import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangeLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        defaultValue={[dayjs('2024-04-17T08:00'), dayjs('2024-04-19T18:00')]}
        minDate={dayjs('2024-04-15')}
        maxDate={dayjs('2024-04-30')}
        minTime={dayjs('2024-04-15T08:00')}
        maxTime={dayjs('2024-04-15T20:00')}
      />
    </LocalizationProvider>
  );
}
