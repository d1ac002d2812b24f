import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function CustomLocaleText() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        fieldYearPlaceholder: (params) => 'Y'.repeat(params.digitAmount),
        fieldMonthPlaceholder: () => 'Month',
        fieldDayPlaceholder: () => 'Day',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Custom placeholders" />
        <MobileDatePicker
          label="Custom buttons"
          defaultValue={dayjs('2024-04-17')}
          localeText={{
            toolbarTitle: 'Pick a delivery day',
            okButtonLabel: 'Confirm',
            cancelButtonLabel: 'Back',
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
