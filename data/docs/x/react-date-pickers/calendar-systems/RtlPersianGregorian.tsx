import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fa';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { faIR } from '@mui/x-date-pickers/locales';

const persianText = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function RtlPersianGregorian() {
  const outerTheme = useTheme();
  const rtlTheme = React.useMemo(
    () => createTheme({ direction: 'rtl', palette: { mode: outerTheme.palette.mode } }),
    [outerTheme.palette.mode],
  );

  return (
    <ThemeProvider theme={rtlTheme}>
      <Box
        dir="rtl"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
      >
        <LocalizationProvider
          dateAdapter={AdapterDayjs}
          adapterLocale="fa"
          localeText={persianText}
        >
          <DateField label="تاریخ" defaultValue={dayjs('2024-03-20')} />
          <DateCalendar defaultValue={dayjs('2024-03-20')} />
        </LocalizationProvider>
      </Box>
    </ThemeProvider>
  );
}
