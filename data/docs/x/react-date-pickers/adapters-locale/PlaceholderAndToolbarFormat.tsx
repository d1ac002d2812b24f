import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function PlaceholderAndToolbarFormat() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      // Lowercase placeholders, as in many style guides.
      localeText={{
        fieldDayPlaceholder: () => 'dd',
        fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'month' : 'mm'),
        fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2}>
          <DatePicker label="Empty, numeric month" format="DD/MM/YYYY" />
          <DatePicker label="Empty, month name" format="D MMMM YYYY" />
        </Stack>
        <StaticDatePicker
          defaultValue={dayjs('2024-05-24')}
          slotProps={{ toolbar: { toolbarFormat: 'dddd D MMMM', hidden: false } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
