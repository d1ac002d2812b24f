import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import isBetween from 'dayjs/plugin/isBetween';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

dayjs.extend(isBetween);

interface WeekDayProps extends PickersDayProps<Dayjs> {
  selectedDay?: Dayjs | null;
}

const WeekDay = styled(PickersDay<Dayjs>, {
  shouldForwardProp: (prop) => prop !== 'inWeek' && prop !== 'weekEdge',
})<{ inWeek: boolean; weekEdge: 'start' | 'end' | null }>(({ theme, inWeek, weekEdge }) => ({
  borderRadius: 0,
  ...(inWeek && {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover, &:focus': { backgroundColor: theme.palette.primary.dark },
  }),
  ...(weekEdge === 'start' && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
  ...(weekEdge === 'end' && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
}));

function DayInWeek(props: WeekDayProps) {
  const { day, selectedDay, ...other } = props;
  const inWeek =
    selectedDay != null &&
    day.isBetween(selectedDay.startOf('week'), selectedDay.endOf('week'), null, '[]');
  let weekEdge: 'start' | 'end' | null = null;
  if (inWeek && day.day() === 0) weekEdge = 'start';
  if (inWeek && day.day() === 6) weekEdge = 'end';

  return (
    <WeekDay
      {...other}
      day={day}
      disableMargin
      selected={false}
      inWeek={inWeek}
      weekEdge={weekEdge}
    />
  );
}

export default function WeekPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        value={value}
        onChange={(newValue) => setValue(newValue)}
        showDaysOutsideCurrentMonth
        displayWeekNumber
        slots={{ day: DayInWeek }}
        slotProps={{ day: { selectedDay: value } as Partial<WeekDayProps> }}
      />
    </LocalizationProvider>
  );
}
