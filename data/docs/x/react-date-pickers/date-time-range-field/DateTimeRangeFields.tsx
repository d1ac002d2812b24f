import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangeFields() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-04-17T22:00'),
    dayjs('2024-04-18T06:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <SingleInputDateTimeRangeField
          label="Maintenance window"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          clearable
        />
        <MultiInputDateTimeRangeField
          value={value}
          onChange={(newValue) => setValue(newValue)}
          ampm={false}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Starts' : 'Ends' }),
          }}
        />
        <Typography variant="caption">
          {value
            .map((date) => (date && date.isValid() ? date.format('ddd HH:mm') : '...'))
            .join(' → ')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
