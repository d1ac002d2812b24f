import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

function describe([startError, endError]: TimeRangeValidationError): string {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The closing time must be after the opening time';
  }
  if (startError === 'minTime' || endError === 'maxTime') {
    return 'The shop can only open between 07:00 and 22:00';
  }
  if (startError || endError) {
    return 'Please enter valid times';
  }
  return 'Between 07:00 and 22:00';
}

export default function TimeRangeValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputTimeRangeField
        label="Opening hours"
        ampm={false}
        defaultValue={[dayjs('2024-04-17T18:00'), dayjs('2024-04-17T08:00')]}
        minTime={dayjs('2024-04-17T07:00')}
        maxTime={dayjs('2024-04-17T22:00')}
        onError={(newError) => setError(newError)}
        helperText={describe(error)}
        sx={{ minWidth: 300 }}
      />
    </LocalizationProvider>
  );
}
