import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function PartialFormat() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280 }}>
        <DateField
          label="Card expiry"
          format="MM/YY"
          referenceDate={dayjs('2024-01-01')}
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {value?.isValid() ? value.format('YYYY-MM-DD') : 'Type a month and a year'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
