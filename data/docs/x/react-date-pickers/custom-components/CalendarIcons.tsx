import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import ArrowBackIosNewIcon from '@mui/icons-material/ArrowBackIosNew';
import ArrowForwardIosIcon from '@mui/icons-material/ArrowForwardIos';
import ExpandCircleDownOutlinedIcon from '@mui/icons-material/ExpandCircleDownOutlined';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CalendarIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        defaultValue={dayjs('2024-04-17')}
        slots={{
          openPickerIcon: EventNoteIcon,
          leftArrowIcon: ArrowBackIosNewIcon,
          rightArrowIcon: ArrowForwardIosIcon,
          switchViewIcon: ExpandCircleDownOutlinedIcon,
        }}
        slotProps={{
          openPickerIcon: { fontSize: 'small' },
          leftArrowIcon: { fontSize: 'small' },
          rightArrowIcon: { fontSize: 'small' },
          switchViewIcon: { color: 'primary' },
        }}
      />
    </LocalizationProvider>
  );
}
