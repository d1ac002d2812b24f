import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const initial = dayjs('2024-04-17');

export default function ResponsiveVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DesktopDatePicker label="Desktop variant" defaultValue={initial} />
        <MobileDatePicker label="Mobile variant" defaultValue={initial} />
        <DatePicker label="Responsive variant" defaultValue={initial} />
      </Stack>
    </LocalizationProvider>
  );
}
