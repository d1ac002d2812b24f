import * as React from 'react';
import { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function FieldChangeLog() {
  const [calls, setCalls] = React.useState<string[]>([]);

  const handleChange = (value: Dayjs | null, context: { validationError: string | null }) => {
    let description = 'null';
    if (value != null) {
      description = value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
    }
    setCalls((prev) =>
      [`onChange(${description}) error: ${context.validationError ?? 'none'}`, ...prev].slice(0, 5),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DateField label="Delivery date" onChange={handleChange} />
        <Typography
          variant="body2"
          component="div"
          sx={{ fontFamily: 'monospace', minHeight: 100 }}
        >
          {calls.length === 0 ? 'Type a date: each onChange call appears here.' : null}
          {calls.map((call, index) => (
            <div key={calls.length - index}>{call}</div>
          ))}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
