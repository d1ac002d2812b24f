import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function ClockBounds() {
  const minTime = dayjs('2024-04-17T10:00');
  const maxTime = dayjs('2024-04-17T14:00');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2}>
        <DigitalClock
          defaultValue={dayjs('2024-04-17T11:30')}
          minTime={minTime}
          maxTime={maxTime}
          skipDisabled
          timeStep={15}
          sx={{ height: 300 }}
        />
        <MultiSectionDigitalClock
          defaultValue={dayjs('2024-04-17T11:30')}
          minTime={minTime}
          maxTime={maxTime}
          skipDisabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
