import * as React from 'react';
import dayjs from 'dayjs';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomIconsAndSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Custom icons"
        defaultValue={dayjs('2024-04-17')}
        slots={{
          openPickerIcon: EventNoteIcon,
          leftArrowIcon: ArrowBackIcon,
          rightArrowIcon: ArrowForwardIcon,
          switchViewIcon: KeyboardArrowDownIcon,
        }}
        slotProps={{
          openPickerButton: { color: 'secondary' },
          openPickerIcon: { fontSize: 'small' },
          textField: { variant: 'filled', helperText: 'Icons and props changed through slots' },
          day: { sx: { borderRadius: 1 } },
          actionBar: { actions: ['today', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
