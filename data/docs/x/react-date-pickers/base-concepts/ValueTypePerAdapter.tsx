import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ValueTypePerAdapter() {
  // The same day, as the object each adapter expects.
  const [dayjsValue, setDayjsValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [luxonValue, setLuxonValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2024-04-17'),
  );
  const [dateValue, setDateValue] = React.useState<Date | null>(new Date(2024, 3, 17));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Stack spacing={1}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DatePicker label="AdapterDayjs" value={dayjsValue} onChange={setDayjsValue} />
        </LocalizationProvider>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          Dayjs: {dayjsValue?.isValid() ? dayjsValue.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
      <Stack spacing={1}>
        <LocalizationProvider dateAdapter={AdapterLuxon}>
          <DatePicker label="AdapterLuxon" value={luxonValue} onChange={setLuxonValue} />
        </LocalizationProvider>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          DateTime: {luxonValue?.isValid ? luxonValue.toISODate() : 'null'}
        </Typography>
      </Stack>
      <Stack spacing={1}>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DatePicker label="AdapterDateFns (v3)" value={dateValue} onChange={setDateValue} />
        </LocalizationProvider>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          Date: {dateValue ? dateValue.toDateString() : 'null'}
        </Typography>
      </Stack>
    </Stack>
  );
}
