import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';

export default function MobileRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DesktopDateRangePicker defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]} />
        <MobileDateRangePicker defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]} />
      </Stack>
    </LocalizationProvider>
  );
}
