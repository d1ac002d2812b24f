import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

export default function PopperPlacement() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        label="Opens to the right"
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          popper: { placement: 'right-start' },
          desktopPaper: { elevation: 12, sx: { borderRadius: 3 } },
        }}
      />
    </LocalizationProvider>
  );
}
