import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function RangeValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-07-06'),
    dayjs('2024-07-20'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangePicker
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDate={dayjs('2024-07-01')}
          maxDate={dayjs('2024-08-31')}
          shouldDisableDate={(date, position) => position === 'start' && date.day() !== 6}
          onError={(newError) => setError(newError)}
        />
        <Typography variant="body2">
          Start error: {error[0] ?? 'none'}, end error: {error[1] ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
