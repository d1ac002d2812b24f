import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const value = dayjs('2024-04-17T16:07:42');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField label="24-hour" ampm={false} defaultValue={value} />
        <TimeField label="With seconds" format="hh:mm:ss a" defaultValue={value} />
        <TimeField
          label="Hours and minutes, spacious"
          format="HH:mm"
          formatDensity="spacious"
          defaultValue={value}
        />
        <TimeField
          label="Whole quarters only"
          minutesStep={15}
          defaultValue={value}
          helperText="Minutes must be 00, 15, 30 or 45"
        />
      </Stack>
    </LocalizationProvider>
  );
}
