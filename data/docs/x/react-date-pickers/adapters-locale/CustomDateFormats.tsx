import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function CustomDateFormats() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{ keyboardDate: 'YYYY-MM-DD' }}>
        <DatePicker label="ISO format for every picker" defaultValue={dayjs('2024-04-17')} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateField
          label="One component only"
          format="ddd D MMM YYYY"
          defaultValue={dayjs('2024-04-17')}
        />
      </LocalizationProvider>
    </Stack>
  );
}
