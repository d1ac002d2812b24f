import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function SingleInputDateTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        slots={{ field: SingleInputDateTimeRangeField }}
        label="Conference room booking"
        ampm={false}
        timeSteps={{ minutes: 30 }}
        minTime={dayjs('2024-04-17T08:00')}
        maxTime={dayjs('2024-04-17T20:00')}
        minDate={dayjs('2024-04-15')}
        referenceDate={dayjs('2024-04-17T09:00')}
        defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-17T11:30')]}
        sx={{ minWidth: 380 }}
      />
    </LocalizationProvider>
  );
}
