import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The rest of the app works with 'YYYY-MM-DD' strings (or null).
export default function StringValueBridge() {
  const [isoDate, setIsoDate] = React.useState<string | null>('2024-04-17');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Stored as a string"
          value={isoDate ? dayjs(isoDate) : null}
          onChange={(newValue) => {
            if (newValue === null) {
              setIsoDate(null);
            } else if (newValue.isValid()) {
              setIsoDate(newValue.format('YYYY-MM-DD'));
            }
          }}
        />
        <Typography variant="body2">State: {JSON.stringify(isoDate)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
