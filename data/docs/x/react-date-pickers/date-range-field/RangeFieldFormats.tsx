import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function RangeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <SingleInputDateRangeField
          label="Semester"
          format="MMM D, YYYY"
          defaultValue={[dayjs('2024-09-02'), dayjs('2024-12-20')]}
          sx={{ maxWidth: 340 }}
        />
        <MultiInputDateRangeField
          format="DD/MM/YYYY"
          defaultValue={[dayjs('2024-09-02'), dayjs('2024-08-20')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
