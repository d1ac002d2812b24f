import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ButtonPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Button first"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{ inputAdornment: { position: 'start' } }}
        />
        <TimePicker
          label="Coloured button"
          defaultValue={dayjs('2024-04-17T12:15')}
          slotProps={{ openPickerButton: { color: 'secondary' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
