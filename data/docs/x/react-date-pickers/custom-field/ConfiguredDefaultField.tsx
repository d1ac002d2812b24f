import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ConfiguredDefaultField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Renewal date"
          format="DD/MM/YYYY"
          defaultValue={dayjs('2025-01-31')}
          slotProps={{
            field: { clearable: true },
            textField: { helperText: 'DD/MM/YYYY', size: 'small' },
          }}
        />
        <DatePicker
          label="Filled variant"
          defaultValue={dayjs('2025-01-31')}
          slotProps={{ textField: { variant: 'filled', fullWidth: false } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
