import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

export default function CloseOnSelectComparison() {
  const [saved, setSaved] = React.useState<Record<string, string>>({});

  const recordAccept = (key: string) => (value: Dayjs | null) =>
    setSaved((prev) => ({ ...prev, [key]: value ? value.format('MMM D, YYYY') : 'cleared' }));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack spacing={1}>
          <DesktopDatePicker
            label="Closes on selection"
            defaultValue={dayjs('2024-04-17')}
            onAccept={recordAccept('default')}
          />
          <Typography variant="body2">Last accepted: {saved.default ?? '-'}</Typography>
        </Stack>
        <Stack spacing={1}>
          <DesktopDatePicker
            label="Waits for OK"
            defaultValue={dayjs('2024-04-17')}
            closeOnSelect={false}
            slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
            onAccept={recordAccept('manual')}
          />
          <Typography variant="body2">Last accepted: {saved.manual ?? '-'}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
