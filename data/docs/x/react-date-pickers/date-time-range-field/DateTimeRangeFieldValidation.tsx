import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangeFieldValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const [startError, endError] = error;

  let message = 'Within the release freeze, Apr 20 18:00 to Apr 22 08:00';
  if (startError === 'invalidRange') {
    message = 'The end must come after the start';
  } else if (
    // minDateTime and maxDateTime are reported as date or time bound errors.
    ['minDate', 'minTime', 'maxDate', 'maxTime'].includes(startError ?? '') ||
    ['minDate', 'minTime', 'maxDate', 'maxTime'].includes(endError ?? '')
  ) {
    message = 'Outside the release freeze window';
  } else if (startError || endError) {
    message = 'Please enter complete dates and times';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateTimeRangeField
        label="Deployment slot"
        format="DD/MM HH:mm"
        defaultValue={[dayjs('2024-04-20T19:00'), dayjs('2024-04-21T09:00')]}
        minDateTime={dayjs('2024-04-20T18:00')}
        maxDateTime={dayjs('2024-04-22T08:00')}
        onError={(newError) => setError(newError)}
        helperText={message}
        sx={{ minWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
