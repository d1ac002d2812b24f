import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimeLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Maintenance window"
        minDateTime={dayjs('2024-04-17T22:00')}
        maxDateTime={dayjs('2024-04-19T06:00')}
        referenceDate={dayjs('2024-04-17T22:00')}
        timeSteps={{ minutes: 30 }}
        slotProps={{
          textField: { helperText: 'Between Apr 17, 22:00 and Apr 19, 06:00' },
          actionBar: { actions: ['clear', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
