import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The shape an API might send and expect back.
const fromServer = { id: 'ord-1042', shipBy: '2024-04-22' };

export default function ParseAndFormat() {
  const [payload, setPayload] = React.useState(fromServer);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DatePicker
          label="Ship by"
          value={dayjs(payload.shipBy)}
          onChange={(newValue: Dayjs | null) => {
            if (newValue?.isValid()) {
              setPayload((prev) => ({ ...prev, shipBy: newValue.format('YYYY-MM-DD') }));
            }
          }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {JSON.stringify(payload)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
