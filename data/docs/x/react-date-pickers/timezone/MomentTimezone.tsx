import * as React from 'react';
import moment, { Moment } from 'moment-timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function MomentTimezone() {
  // A kick-off time announced by a club in São Paulo.
  const [value, setValue] = React.useState<Moment | null>(
    moment.tz('2024-07-14T16:00', 'America/Sao_Paulo'),
  );

  return (
    // moment-timezone's default export gives the adapter its `tz` function.
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateTimePicker label="Kick-off (São Paulo)" value={value} onChange={setValue} />
          <DateTimePicker
            label="Kick-off (Lisbon)"
            timezone="Europe/Lisbon"
            value={value}
            onChange={setValue}
          />
          <DateTimePicker label="Kick-off (UTC)" timezone="UTC" value={value} onChange={setValue} />
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          onChange returned: {value?.isValid() ? `${value.format()} (${value.tz()})` : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
