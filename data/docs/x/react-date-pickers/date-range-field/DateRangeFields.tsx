import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangeFields() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-04-08'),
    dayjs('2024-04-12'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <SingleInputDateRangeField
          label="Single input"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          clearable
        />
        <MultiInputDateRangeField
          value={value}
          onChange={(newValue) => setValue(newValue)}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'From' : 'To' }),
          }}
        />
        <Typography variant="caption">
          [
          {value
            .map((date) => (date && date.isValid() ? date.format('YYYY-MM-DD') : 'null'))
            .join(', ')}
          ]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
