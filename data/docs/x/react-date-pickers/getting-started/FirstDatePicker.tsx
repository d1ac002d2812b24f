import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FirstDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Delivery date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">
          Selected: {value && value.isValid() ? value.format('dddd, MMMM D, YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
