import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimeView } from '@mui/x-date-pickers/models';

// No slots start at 12 (lunch break).
const noLunch = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 12;

export default function DigitalClockSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="flex-start">
        <Paper variant="outlined">
          <DigitalClock
            defaultValue={dayjs('2024-04-17T10:00')}
            timeStep={45}
            minTime={dayjs('2024-04-17T08:00')}
            maxTime={dayjs('2024-04-17T18:00')}
            shouldDisableTime={noLunch}
            skipDisabled
            ampm={false}
          />
        </Paper>
        <Paper variant="outlined">
          <MultiSectionDigitalClock
            defaultValue={dayjs('2024-04-17T10:00:00')}
            views={['hours', 'minutes', 'seconds']}
            timeSteps={{ minutes: 15, seconds: 10 }}
            ampm={false}
          />
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
