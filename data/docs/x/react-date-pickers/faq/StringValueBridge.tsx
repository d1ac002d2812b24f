import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The rest of the app works with 'YYYY-MM-DD' strings (or null).
const initialFromServer: string | null = '2024-04-17';

export default function StringValueBridge() {
  // Keep the date object for the picker, so partial input is not lost...
  const [value, setValue] = React.useState<Dayjs | null>(
    initialFromServer ? dayjs(initialFromServer) : null,
  );
  // ...and derive the string the rest of the app needs.
  const [isoDate, setIsoDate] = React.useState<string | null>(initialFromServer);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Stored as a string"
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            if (newValue === null) {
              setIsoDate(null);
            } else if (newValue.isValid()) {
              setIsoDate(newValue.format('YYYY-MM-DD'));
            }
          }}
        />
        <Typography variant="body2">String state: {JSON.stringify(isoDate)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
