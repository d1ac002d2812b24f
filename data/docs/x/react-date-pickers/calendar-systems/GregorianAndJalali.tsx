import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalaliV3';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function GregorianAndJalali() {
  // Both adapters work on native Date objects, so one state can feed both providers.
  const [value, setValue] = React.useState<Date | null>(new Date(2024, 5, 21));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DatePicker label="Gregorian" value={value} onChange={setValue} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
        <DatePicker label="Jalali (Solar Hijri)" value={value} onChange={setValue} />
      </LocalizationProvider>
    </Stack>
  );
}
