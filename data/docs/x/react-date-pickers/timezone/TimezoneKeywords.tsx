import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { PickersTimezone } from '@mui/x-date-pickers/models';

dayjs.extend(utc);
dayjs.extend(timezone);

const options: PickersTimezone[] = ['default', 'system', 'UTC', 'Pacific/Auckland'];

export default function TimezoneKeywords() {
  // The instant a server backup finished, in UTC.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2024-09-10T02:15:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {options.map((zone) => (
            <TimePicker
              key={zone}
              label={`timezone="${zone}"`}
              timezone={zone}
              ampm={false}
              value={value}
              onChange={setValue}
              sx={{ width: 200 }}
            />
          ))}
        </Stack>
        <Typography variant="body2">
          Your device&apos;s zone: {dayjs.tz.guess()}. Stored value:{' '}
          {value?.isValid() ? value.toISOString() : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
