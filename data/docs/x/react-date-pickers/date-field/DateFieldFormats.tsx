import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const value = dayjs('2024-04-07');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField label="Day first" format="DD/MM/YYYY" defaultValue={value} />
        <DateField
          label="Spacious density"
          format="DD/MM/YYYY"
          formatDensity="spacious"
          defaultValue={value}
        />
        <DateField label="Long format" format="dddd, MMMM D, YYYY" defaultValue={value} />
        <DateField
          label="Respect leading zeros"
          format="D/M/YYYY"
          shouldRespectLeadingZeros
          defaultValue={value}
        />
      </Stack>
    </LocalizationProvider>
  );
}
