import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// A meeting room that can be booked on weekdays, from 8:00 to 20:00, by half hours.
export default function DateTimeRangeValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateTimeRangePicker
          defaultValue={[dayjs('2024-10-14T07:30'), dayjs('2024-10-14T10:15')]}
          localeText={{ start: 'Booking starts', end: 'Booking ends' }}
          ampm={false}
          minTime={dayjs('2024-10-14T08:00')}
          maxTime={dayjs('2024-10-14T20:00')}
          minutesStep={30}
          shouldDisableDate={(date) => date.day() === 0 || date.day() === 6}
          onError={setError}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          onError: [{error.map((side) => (side === null ? 'null' : `'${side}'`)).join(', ')}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
