import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function MultiSectionSeconds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiSectionDigitalClock
        views={['hours', 'minutes', 'seconds']}
        ampm={false}
        timeSteps={{ minutes: 1, seconds: 10 }}
        defaultValue={dayjs('2024-04-17T06:42:20')}
      />
    </LocalizationProvider>
  );
}
