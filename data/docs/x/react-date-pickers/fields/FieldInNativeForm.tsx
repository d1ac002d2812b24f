import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function FieldInNativeForm() {
  const [submitted, setSubmitted] = React.useState<string>('Nothing submitted yet');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(JSON.stringify(Object.fromEntries(data.entries())));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="Vaccination date"
            name="vaccinationDate"
            format="YYYY-MM-DD"
            required
            defaultValue={dayjs('2024-10-03')}
          />
          <TimeField
            label="Appointment time"
            name="appointmentTime"
            format="HH:mm"
            enableAccessibleFieldDOMStructure
            defaultValue={dayjs('2024-10-03T14:20')}
          />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained">
            Submit
          </Button>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {submitted}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
