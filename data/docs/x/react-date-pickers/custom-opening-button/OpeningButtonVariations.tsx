import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EditCalendarRoundedIcon from '@mui/icons-material/EditCalendarRounded';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

export default function OpeningButtonVariations() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="Custom icon"
          defaultValue={dayjs('2024-04-17')}
          slots={{ openPickerIcon: EditCalendarRoundedIcon }}
          slotProps={{ openPickerButton: { color: 'primary' } }}
        />
        <DatePicker
          label="Button at the start"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{ inputAdornment: { position: 'start' } }}
        />
        <DesktopTimePicker
          label="Small button"
          defaultValue={dayjs('2024-04-17T09:15')}
          slots={{ openPickerIcon: ScheduleIcon }}
          slotProps={{
            openPickerButton: { size: 'small', sx: { bgcolor: 'action.hover' } },
            openPickerIcon: { fontSize: 'small' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
