import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function BasicDateTimeRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-04-17T14:00'),
    dayjs('2024-04-19T10:00'),
  ]);
  const [start, end] = value;
  const hours = start && end && start.isValid() && end.isValid() ? end.diff(start, 'hour') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimeRangePicker
          value={value}
          onChange={(newValue) => setValue(newValue)}
          localeText={{ start: 'Pick-up', end: 'Drop-off' }}
        />
        <Typography variant="body2">
          Rental length: {hours === null ? '-' : `${hours} hours`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
