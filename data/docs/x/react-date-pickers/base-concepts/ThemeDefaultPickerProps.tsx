import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
// Adds the picker components to the theme's `components` type. Import it once in your app.
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ThemeDefaultPickerProps() {
  const outerTheme = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: {
          MuiDatePicker: {
            defaultProps: {
              format: 'ddd, DD MMM YYYY',
              displayWeekNumber: true,
              showDaysOutsideCurrentMonth: true,
            },
          },
        },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Sprint start" defaultValue={dayjs('2024-04-08')} />
          {/* A prop on the component still wins over the theme default. */}
          <DatePicker
            label="Retrospective"
            defaultValue={dayjs('2024-04-19')}
            format="DD/MM/YYYY"
          />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
