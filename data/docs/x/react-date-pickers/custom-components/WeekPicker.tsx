import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import 'dayjs/locale/en-gb';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

dayjs.extend(isoWeek);

/** The day slot's props: the default ones, plus the Monday of the chosen week. */
type BandDayProps = PickersDayProps<Dayjs> & { monday?: Dayjs };

/** Days of the chosen week sit on one tinted band, rounded on Monday and on Sunday. */
function BandDay({ monday, ...dayProps }: BandDayProps) {
  const offset = monday ? dayProps.day.diff(monday, 'day') : -1;
  const onBand = offset >= 0 && offset < 7;
  return (
    <Box
      sx={(theme) => ({
        bgcolor: onBand ? alpha(theme.palette.primary.main, 0.16) : 'transparent',
        borderTopLeftRadius: offset === 0 ? 18 : 0,
        borderBottomLeftRadius: offset === 0 ? 18 : 0,
        borderTopRightRadius: offset === 6 ? 18 : 0,
        borderBottomRightRadius: offset === 6 ? 18 : 0,
      })}
    >
      <PickersDay {...dayProps} disableMargin sx={{ mx: '2px' }} />
    </Box>
  );
}

export default function WeekPicker() {
  const [picked, setPicked] = React.useState<Dayjs | null>(dayjs('2024-11-20'));
  // Clicking any day chooses its whole ISO week, from Monday to Sunday.
  const monday = picked ? picked.isoWeekday(1) : undefined;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <DateCalendar
          value={picked}
          onChange={(day) => setPicked(day)}
          showDaysOutsideCurrentMonth
          displayWeekNumber
          slots={{ day: BandDay }}
          slotProps={{ day: { monday } as Partial<BandDayProps> }}
        />
        <Typography variant="body2" color="text.secondary">
          {monday
            ? `Week ${monday.isoWeek()}: ${monday.format('D MMM')} to ${monday.add(6, 'day').format('D MMM YYYY')}`
            : 'No week chosen'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
