import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function AccessibleDomStructure() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Sections as spans"
          enableAccessibleFieldDOMStructure
          defaultValue={dayjs('2024-09-02')}
        />
        <TimePicker
          label="Sections as spans"
          enableAccessibleFieldDOMStructure
          defaultValue={dayjs('2024-09-02T09:15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
