import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Every Material UI TextField below this provider, including the pickers' fields, is filled and small.
const formTheme = createTheme({
  components: {
    MuiTextField: {
      defaultProps: { variant: 'filled', size: 'small' },
    },
  },
});

export default function ThemeTextFieldDefaults() {
  return (
    <ThemeProvider theme={formTheme}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Shipping date" defaultValue={dayjs('2024-03-14')} />
          <TimePicker label="Pick-up time" defaultValue={dayjs('2024-03-14T10:30')} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
