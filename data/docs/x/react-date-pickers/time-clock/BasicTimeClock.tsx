import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimeView } from '@mui/x-date-pickers/models';

export default function BasicTimeClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:20'));
  const [view, setView] = React.useState<TimeView>('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack alignItems="center">
        <TimeClock
          value={value}
          onChange={(newValue) => setValue(newValue)}
          view={view}
          onViewChange={setView}
        />
        <Typography variant="body2">
          Editing {view}: {value ? value.format('hh:mm A') : 'no time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
