import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SaveOnAccept() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2024-05-06'));
  const [savedCount, setSavedCount] = React.useState(0);
  const [lastSaved, setLastSaved] = React.useState<Dayjs | null>(dayjs('2024-05-06'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 340 }}>
        <DatePicker
          label="Contract start"
          value={draft}
          onChange={(newValue) => setDraft(newValue)}
          onAccept={(newValue) => {
            setLastSaved(newValue);
            setSavedCount((count) => count + 1);
          }}
        />
        <Alert severity="info">
          Shown: {draft?.isValid() ? draft.format('MMMM D, YYYY') : 'incomplete'}
          <br />
          Saved {savedCount} time{savedCount === 1 ? '' : 's'}, last:{' '}
          {lastSaved ? lastSaved.format('MMMM D, YYYY') : 'empty'}
        </Alert>
      </Stack>
    </LocalizationProvider>
  );
}
