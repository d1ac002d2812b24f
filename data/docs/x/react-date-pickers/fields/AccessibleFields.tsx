import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function AccessibleFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Date"
          enableAccessibleFieldDOMStructure
          defaultValue={dayjs('2024-04-17')}
        />
        <TimeField
          label="Time"
          enableAccessibleFieldDOMStructure
          defaultValue={dayjs('2024-04-17T08:05')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
