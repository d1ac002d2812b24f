import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// A holiday cottage: nights already booked in May 2024.
const booked = new Set([3, 4, 5, 10, 11, 17, 18, 19, 20, 24, 25]);

export default function BookedDaysCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={value}
          onChange={setValue}
          referenceDate={dayjs('2024-05-01')}
          minDate={dayjs('2024-05-01')}
          maxDate={dayjs('2024-05-31')}
          shouldDisableDate={(date) => booked.has(date.date())}
        />
        <Typography variant="body2">
          {value ? `Arrival on ${value.format('dddd, MMMM D')}` : 'Pick a free night'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
