import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

/**
 * A header made of two menus: any month of any allowed year is two choices away. The years on
 * offer come from the `minDate` and `maxDate` the calendar hands to its header.
 */
function JumpMenusHeader(header: PickersCalendarHeaderProps<Dayjs>) {
  const { currentMonth, onMonthChange, minDate, maxDate } = header;
  const years = Array.from(
    { length: maxDate.year() - minDate.year() + 1 },
    (_, offset) => minDate.year() + offset,
  );

  const show = (month: Dayjs) => {
    // Later months slide in from the right, earlier ones from the left.
    onMonthChange(month, month.isBefore(currentMonth) ? 'right' : 'left');
  };

  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
      <TextField
        select
        size="small"
        label="Month"
        value={currentMonth.month()}
        onChange={(event) => show(currentMonth.month(Number(event.target.value)))}
        sx={{ flex: 3 }}
      >
        {Array.from({ length: 12 }, (_, month) => (
          <MenuItem key={month} value={month}>
            {currentMonth.month(month).format('MMMM')}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Year"
        value={currentMonth.year()}
        onChange={(event) => show(currentMonth.year(Number(event.target.value)))}
        sx={{ flex: 2 }}
      >
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

export default function CustomCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-03-08')}
        minDate={dayjs('2019-01-01')}
        maxDate={dayjs('2031-12-31')}
        views={['day']}
        slots={{ calendarHeader: JumpMenusHeader }}
      />
    </LocalizationProvider>
  );
}
