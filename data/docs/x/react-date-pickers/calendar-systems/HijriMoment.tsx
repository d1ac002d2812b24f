import * as React from 'react';
import moment, { Moment } from 'moment-hijri';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Importing moment-hijri makes 'ar-sa' the global Moment locale; restore English for the rest of
// the app. The adapter sets the 'ar-SA' locale on the values it creates by itself.
moment.locale('en');

// moment-hijri covers 1356-1499 AH: keep the year view inside that range.
const minDate = moment('2020-01-01');
const maxDate = moment('2040-12-31');

export default function HijriMoment() {
  const outerTheme = useTheme();
  const rtlTheme = React.useMemo(
    () => createTheme({ direction: 'rtl', palette: { mode: outerTheme.palette.mode } }),
    [outerTheme.palette.mode],
  );
  // The first day of Ramadan 1445 (March 11, 2024).
  const [value, setValue] = React.useState<Moment | null>(moment('2024-03-11'));

  return (
    <ThemeProvider theme={rtlTheme}>
      <Box
        dir="rtl"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center' }}
      >
        <LocalizationProvider dateAdapter={AdapterMomentHijri}>
          <DatePicker
            label="تاريخ الحجز"
            value={value}
            onChange={setValue}
            minDate={minDate}
            maxDate={maxDate}
          />
        </LocalizationProvider>
        <Typography variant="body2" dir="ltr" sx={{ fontFamily: 'monospace' }}>
          {value?.isValid()
            ? `Hijri ${value.clone().locale('en').format('iYYYY/iMM/iDD')} = Gregorian ${value.clone().locale('en').format('YYYY-MM-DD')}`
            : 'null'}
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
