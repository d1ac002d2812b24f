import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomMediaQuery() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Mobile below 900px wide"
        desktopModeMediaQuery="@media (min-width: 900px)"
        defaultValue={dayjs('2024-04-17')}
      />
    </LocalizationProvider>
  );
}
