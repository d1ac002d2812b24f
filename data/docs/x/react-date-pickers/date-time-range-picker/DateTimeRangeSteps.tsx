import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        ampm={false}
        timeSteps={{ minutes: 15 }}
        defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-17T12:30')]}
      />
    </LocalizationProvider>
  );
}
