import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

export default function DateTimeTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDateTimePicker
        label="Flight departure"
        defaultValue={dayjs('2024-06-14T07:35')}
        slotProps={{
          tabs: {
            hidden: false,
            dateIcon: <LightModeOutlinedIcon />,
            timeIcon: <ScheduleIcon />,
          },
        }}
      />
    </LocalizationProvider>
  );
}
