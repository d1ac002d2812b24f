import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function BasicDateTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T14:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField label="Uncontrolled" defaultValue={dayjs('2024-04-17T09:00')} />
        <DateTimeField label="Controlled" value={value} onChange={setValue} clearable />
        <Typography variant="caption">
          Value: {value && value.isValid() ? value.toISOString() : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
