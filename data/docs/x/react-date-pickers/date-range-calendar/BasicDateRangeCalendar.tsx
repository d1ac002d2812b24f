import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function BasicDateRangeCalendar() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-04-17'),
    dayjs('2024-04-24'),
  ]);
  const [start, end] = value;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="center">
        <DateRangeCalendar value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          {start ? start.format('MMM D') : '?'} – {end ? end.format('MMM D') : '?'}
          {start && end ? ` (${end.diff(start, 'day') + 1} days)` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
