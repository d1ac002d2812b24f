import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function PickerFamilies() {
  // A fixed date, so the server and the browser render the same value.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-07-15T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Picker (field + calendar)" value={value} onChange={setValue} />
        <DateField label="Field only" value={value} onChange={setValue} />
        <TimePicker label="Time of the same value" value={value} onChange={setValue} />
        <Typography variant="body2" color="text.secondary">
          Shared value: {value ? value.format('YYYY-MM-DD HH:mm') : 'empty'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
