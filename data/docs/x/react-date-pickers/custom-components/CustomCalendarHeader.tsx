import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

function YearAndMonthHeader(props: PickersCalendarHeaderProps<Dayjs>) {
  const { currentMonth, onMonthChange } = props;
  const move = (amount: number, unit: 'month' | 'year') => () =>
    onMonthChange(currentMonth.add(amount, unit), amount < 0 ? 'right' : 'left');

  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 1, py: 1 }}>
      <Stack direction="row">
        <IconButton onClick={move(-1, 'year')} aria-label="Previous year">
          <KeyboardDoubleArrowLeft />
        </IconButton>
        <IconButton onClick={move(-1, 'month')} aria-label="Previous month">
          <ChevronLeft />
        </IconButton>
      </Stack>
      <Typography variant="subtitle1">{currentMonth.format('MMMM YYYY')}</Typography>
      <Stack direction="row">
        <IconButton onClick={move(1, 'month')} aria-label="Next month">
          <ChevronRight />
        </IconButton>
        <IconButton onClick={move(1, 'year')} aria-label="Next year">
          <KeyboardDoubleArrowRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function CustomCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        views={['day']}
        slots={{ calendarHeader: YearAndMonthHeader }}
      />
    </LocalizationProvider>
  );
}
