import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// A summer booking: between June 1 and August 31, never starting on a Sunday.
const SEASON_START = dayjs('2024-06-01');
const SEASON_END = dayjs('2024-08-31');

const startsOnSunday = (day: Dayjs, position: 'start' | 'end') =>
  position === 'start' && day.day() === 0;

export default function RangeFieldValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <MultiInputDateRangeField
          // June 2, 2024 is a Sunday and September 5 is after the season.
          defaultValue={[dayjs('2024-06-02'), dayjs('2024-09-05')]}
          minDate={SEASON_START}
          maxDate={SEASON_END}
          shouldDisableDate={startsOnSunday}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Check-in' : 'Check-out',
            }),
          }}
        />
        <Typography variant="body2">
          Start error: <code>{String(error[0])}</code> · End error: <code>{String(error[1])}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
