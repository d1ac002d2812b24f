import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BasicTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T07:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <TimeField label="Uncontrolled" defaultValue={dayjs('2024-04-17T13:05')} />
        <Stack spacing={1}>
          <TimeField label="Controlled" value={value} onChange={setValue} />
          <Typography variant="caption">
            Value: {value && value.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value)}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
