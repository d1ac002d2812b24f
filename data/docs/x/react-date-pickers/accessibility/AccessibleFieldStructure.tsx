import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function AccessibleFieldStructure() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="Date of birth"
          enableAccessibleFieldDOMStructure
          openTo="year"
          views={['year', 'month', 'day']}
          referenceDate={dayjs('1990-01-01')}
          slotProps={{ textField: { helperText: 'Month, day, then year', required: true } }}
        />
        <TimeField
          label="Preferred call time"
          enableAccessibleFieldDOMStructure
          defaultValue={dayjs('2024-04-17T10:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
