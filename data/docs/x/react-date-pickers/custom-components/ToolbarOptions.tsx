import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ToolbarOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <StaticDatePicker
          defaultValue={dayjs('2024-12-24')}
          localeText={{ toolbarTitle: 'Delivery day' }}
          slotProps={{ toolbar: { toolbarFormat: 'dddd, D MMMM' } }}
        />
        <StaticDatePicker
          orientation="portrait"
          defaultValue={dayjs('2024-12-24')}
          slotProps={{ toolbar: { hidden: true }, actionBar: { actions: [] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
