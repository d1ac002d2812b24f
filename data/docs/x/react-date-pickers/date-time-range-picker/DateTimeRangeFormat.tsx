import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangeFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        format="DD MMM, HH:mm"
        ampm={false}
        localeText={{ start: 'Pick-up', end: 'Return' }}
        defaultValue={[dayjs('2024-08-02T10:00'), dayjs('2024-08-09T10:00')]}
      />
    </LocalizationProvider>
  );
}
