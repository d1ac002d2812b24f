import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
// date-fns-jalali v3; use '@mui/x-date-pickers/AdapterDateFnsJalali' with v2.
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalaliV3';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { faIR } from '@mui/x-date-pickers/locales';

const persianText = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function JalaliDateFns() {
  const outerTheme = useTheme();
  const rtlTheme = React.useMemo(
    () => createTheme({ direction: 'rtl', palette: { mode: outerTheme.palette.mode } }),
    [outerTheme.palette.mode],
  );
  // Nowruz 1403: March 20, 2024 in the Gregorian calendar. The value is a native Date.
  const [value, setValue] = React.useState<Date | null>(new Date(2024, 2, 20));

  return (
    <ThemeProvider theme={rtlTheme}>
      <Box dir="rtl" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali} localeText={persianText}>
          <DatePicker label="تاریخ تحویل" value={value} onChange={setValue} />
          <DateCalendar value={value} onChange={setValue} />
        </LocalizationProvider>
        <Typography variant="body2" dir="ltr" sx={{ fontFamily: 'monospace' }}>
          Gregorian value: {value ? value.toDateString() : 'null'}
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
