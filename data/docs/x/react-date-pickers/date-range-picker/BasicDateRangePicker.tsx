import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const format = (date: Dayjs | null) => (date && date.isValid() ? date.format('MMM D') : '...');

export default function BasicDateRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-04-17'),
    dayjs('2024-04-21'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          value={value}
          onChange={(newValue) => setValue(newValue)}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
        />
        <Typography variant="body2">
          Stay: {format(value[0])} to {format(value[1])}
          {value[0] && value[1] ? ` (${value[1].diff(value[0], 'day')} nights)` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
