import * as React from 'react';
import moment, { Moment } from 'moment-jalaali';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { faIR } from '@mui/x-date-pickers/locales';

const persianText = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function JalaaliMoment() {
  const outerTheme = useTheme();
  const rtlTheme = React.useMemo(
    () => createTheme({ direction: 'rtl', palette: { mode: outerTheme.palette.mode } }),
    [outerTheme.palette.mode],
  );
  const [value, setValue] = React.useState<Moment | null>(moment('2024-10-15T18:30'));

  return (
    <ThemeProvider theme={rtlTheme}>
      <Box
        dir="rtl"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center' }}
      >
        <LocalizationProvider dateAdapter={AdapterMomentJalaali} localeText={persianText}>
          <DateTimePicker label="زمان جلسه" value={value} onChange={setValue} />
        </LocalizationProvider>
        <Typography variant="body2" dir="ltr" sx={{ fontFamily: 'monospace' }}>
          {value?.isValid()
            ? `Jalaali ${value.format('jYYYY/jMM/jDD HH:mm')} = Gregorian ${value.format('YYYY-MM-DD HH:mm')}`
            : 'null'}
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
