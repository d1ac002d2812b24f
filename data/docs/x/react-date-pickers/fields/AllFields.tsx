import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

const start = dayjs('2024-04-17T09:00');
const end = dayjs('2024-04-19T17:30');

export default function AllFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        <DateField label="DateField" defaultValue={start} />
        <SingleInputDateRangeField label="SingleInputDateRangeField" defaultValue={[start, end]} />
        <TimeField label="TimeField" defaultValue={start} />
        <SingleInputTimeRangeField label="SingleInputTimeRangeField" defaultValue={[start, end]} />
        <DateTimeField label="DateTimeField" defaultValue={start} />
        <SingleInputDateTimeRangeField
          label="SingleInputDateTimeRangeField"
          defaultValue={[start, end]}
        />
      </Box>
    </LocalizationProvider>
  );
}
