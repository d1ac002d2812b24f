import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function TimeRangeFields() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-04-17T09:00'),
    dayjs('2024-04-17T17:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 440 }}>
        <SingleInputTimeRangeField
          label="Opening hours"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <MultiInputTimeRangeField
          value={value}
          onChange={(newValue) => setValue(newValue)}
          ampm={false}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Opens' : 'Closes' }),
          }}
        />
        <Typography variant="caption">
          {value
            .map((time) => (time && time.isValid() ? time.format('HH:mm') : '--:--'))
            .join(' – ')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
