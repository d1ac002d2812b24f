import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function RangeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <SingleInputDateRangeField
          label="Custom separator"
          format="DD MMM YYYY"
          dateSeparator="→"
          defaultValue={[dayjs('2024-07-01'), dayjs('2024-07-14')]}
        />
        <SingleInputDateRangeField
          label="Second quarter only"
          minDate={dayjs('2024-04-01')}
          maxDate={dayjs('2024-06-30')}
          defaultValue={[dayjs('2024-06-20'), dayjs('2024-07-05')]}
          helperText="The end date is outside Q2"
        />
      </Stack>
    </LocalizationProvider>
  );
}
