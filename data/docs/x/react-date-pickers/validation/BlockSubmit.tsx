import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

export default function BlockSubmit() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2023-12-20'));
  const [error, setError] = React.useState<DateValidationError>(null);
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        spacing={2}
        sx={{ width: 300 }}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setSubmitted(value ? value.format('MMMM D, YYYY') : 'no date');
        }}
      >
        <DatePicker
          label="Start date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          minDate={dayjs('2024-01-01')}
        />
        <Button type="submit" variant="contained" disabled={error !== null}>
          Save
        </Button>
        <Typography variant="body2">
          {submitted ? `Saved: ${submitted}` : 'Fix the date to enable Save.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
