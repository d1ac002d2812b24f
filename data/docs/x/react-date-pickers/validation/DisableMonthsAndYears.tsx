import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A ski resort open from December to April, with no 2025 season.
const isClosedMonth = (month: Dayjs) => month.month() > 3 && month.month() < 11;
const isClosedYear = (year: Dayjs) => year.year() === 2025;

export default function DisableMonthsAndYears() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Season month"
          views={['year', 'month']}
          openTo="month"
          defaultValue={dayjs('2024-12-01')}
          minDate={dayjs('2023-01-01')}
          maxDate={dayjs('2027-12-31')}
          shouldDisableMonth={isClosedMonth}
          shouldDisableYear={isClosedYear}
        />
      </Stack>
    </LocalizationProvider>
  );
}
