import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function BasicDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <DateField label="Uncontrolled" />
        <Stack spacing={1}>
          <DateField label="Controlled" value={value} onChange={setValue} clearable />
          <Typography variant="caption">
            Value:{' '}
            {value === null
              ? 'null'
              : value.isValid()
                ? value.format('YYYY-MM-DD')
                : 'Invalid Date'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
