import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function RangeTuple() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-04-17'), null]);
  const describe = (date: Dayjs | null) => (date ? date.format('YYYY-MM-DD') : 'null');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          [{describe(value[0])}, {describe(value[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
