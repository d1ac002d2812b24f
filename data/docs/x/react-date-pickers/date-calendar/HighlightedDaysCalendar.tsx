import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Fake server: returns the same "events" for a given month every time.
function fetchEventDays(month: Dayjs): Promise<number[]> {
  const seed = month.month() + 1;
  const days = [3, 8, 14, 19, 25].map((day) => ((day + seed * 3) % 27) + 1);
  return new Promise((resolve) => {
    setTimeout(() => resolve(days), 500);
  });
}

function EventDay(props: PickersDayProps<Dayjs> & { eventDays?: number[] }) {
  const { eventDays = [], day, outsideCurrentMonth, ...other } = props;
  const hasEvent = !outsideCurrentMonth && eventDays.includes(day.date());

  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!hasEvent}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

export default function HighlightedDaysCalendar() {
  const [loading, setLoading] = React.useState(true);
  const [eventDays, setEventDays] = React.useState<number[]>([]);

  const load = React.useCallback((month: Dayjs) => {
    setLoading(true);
    fetchEventDays(month).then((days) => {
      setEventDays(days);
      setLoading(false);
    });
  }, []);

  React.useEffect(() => {
    load(dayjs('2024-04-01'));
  }, [load]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        loading={loading}
        onMonthChange={load}
        renderLoading={() => <DayCalendarSkeleton />}
        slots={{ day: EventDay }}
        slotProps={{ day: { eventDays } as Partial<PickersDayProps<Dayjs>> }}
      />
    </LocalizationProvider>
  );
}
