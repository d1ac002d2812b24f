import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

/** Seats left per day of the month; days without a concert are absent. */
type SeatMap = ReadonlyMap<number, number>;

/** Stands in for the box office API: concerts from Thursday to Sunday, the same answer each time. */
function askBoxOffice(month: Dayjs): Promise<SeatMap> {
  const seats = new Map<number, number>();
  for (let date = 1; date <= month.daysInMonth(); date += 1) {
    const weekday = month.date(date).day();
    if (weekday === 0 || weekday >= 4) {
      seats.set(date, Math.max(0, ((date * 53 + month.month() * 17) % 90) - 10));
    }
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve(seats), 600);
  });
}

const SeatsOfMonth = React.createContext<SeatMap>(new Map());

const levelColor = (left: number) => {
  if (left === 0) {
    return 'text.disabled';
  }
  return left < 20 ? 'warning.main' : 'success.main';
};

/** The day slot: the default day, with a bar under concert days coloured by the seats left. */
function ConcertDay(dayProps: PickersDayProps<Dayjs>) {
  const seats = React.useContext(SeatsOfMonth);
  const left = dayProps.outsideCurrentMonth ? undefined : seats.get(dayProps.day.date());
  return (
    <Box sx={{ position: 'relative' }}>
      <PickersDay {...dayProps} title={left === undefined ? undefined : `${left} seats left`} />
      {left === undefined ? null : (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            bottom: 3,
            left: '32%',
            right: '32%',
            height: 3,
            borderRadius: 1,
            bgcolor: levelColor(left),
            pointerEvents: 'none',
          }}
        />
      )}
    </Box>
  );
}

const legend = [
  { label: '20 seats or more', left: 20 },
  { label: 'Last seats', left: 1 },
  { label: 'Sold out', left: 0 },
];

export default function HighlightedDaysCalendar() {
  const [shownMonth, setShownMonth] = React.useState(dayjs('2024-10-01'));
  const [seats, setSeats] = React.useState<SeatMap | null>(null);

  // Ask again whenever another month is shown; an answer for a month left meanwhile is dropped.
  React.useEffect(() => {
    let current = true;
    setSeats(null);
    askBoxOffice(shownMonth).then((answer) => {
      if (current) {
        setSeats(answer);
      }
    });
    return () => {
      current = false;
    };
  }, [shownMonth]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <SeatsOfMonth.Provider value={seats ?? new Map()}>
          <DateCalendar
            referenceDate={shownMonth}
            onMonthChange={(month) => setShownMonth(month)}
            loading={seats === null}
            renderLoading={() => <DayCalendarSkeleton />}
            shouldDisableDate={(day) => !seats?.get(day.date())}
            slots={{ day: ConcertDay }}
          />
        </SeatsOfMonth.Provider>
        <Stack direction="row" spacing={2}>
          {legend.map((item) => (
            <Stack key={item.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 14, height: 3, borderRadius: 1, bgcolor: levelColor(item.left) }} />
              <Typography variant="caption">{item.label}</Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
