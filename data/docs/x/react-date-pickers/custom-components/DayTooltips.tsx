import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const holidays: Record<string, string> = {
  '2024-05-01': 'Labour Day',
  '2024-05-09': 'Ascension Day',
  '2024-05-20': 'Whit Monday',
  '2024-05-30': 'Corpus Christi',
};

function HolidayDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth } = props;
  const holiday = outsideCurrentMonth ? undefined : holidays[day.format('YYYY-MM-DD')];
  const dayElement = <PickersDay {...props} />;

  if (!holiday) {
    return dayElement;
  }
  return (
    <Tooltip title={holiday}>
      <Badge color="secondary" variant="dot" overlap="circular">
        {dayElement}
      </Badge>
    </Tooltip>
  );
}

export default function DayTooltips() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2024-05-14')} slots={{ day: HolidayDay }} />
    </LocalizationProvider>
  );
}
