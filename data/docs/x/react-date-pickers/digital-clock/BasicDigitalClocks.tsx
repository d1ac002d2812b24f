import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function BasicDigitalClocks() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={1}>
          <Typography variant="overline">DigitalClock</Typography>
          <Paper variant="outlined">
            <DigitalClock value={value} onChange={(newValue) => setValue(newValue)} />
          </Paper>
        </Stack>
        <Stack spacing={1}>
          <Typography variant="overline">MultiSectionDigitalClock</Typography>
          <Paper variant="outlined">
            <MultiSectionDigitalClock value={value} onChange={(newValue) => setValue(newValue)} />
          </Paper>
        </Stack>
        <Typography variant="body2" sx={{ pt: 4 }}>
          Shared value: {value ? value.format('HH:mm') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
