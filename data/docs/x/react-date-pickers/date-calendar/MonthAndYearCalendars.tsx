import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Stack>
          <Typography variant="overline">MonthCalendar</Typography>
          <MonthCalendar
            defaultValue={dayjs('2024-04-01')}
            shouldDisableMonth={(month) => month.month() === 7}
          />
        </Stack>
        <Stack>
          <Typography variant="overline">YearCalendar</Typography>
          <YearCalendar
            defaultValue={dayjs('2024-01-01')}
            minDate={dayjs('2015-01-01')}
            maxDate={dayjs('2030-12-31')}
            yearsPerRow={4}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
