import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import {
  BaseSingleInputFieldProps,
  DateValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

const months = Array.from({ length: 12 }, (_, index) => dayjs('2024-01-01').month(index));
const years = Array.from({ length: 10 }, (_, index) => 2024 + index);

interface ExpiryFieldProps
  extends
    UseDateFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, false, DateValidationError> {}

// Two selects instead of a text input: the month and the year of a card expiry date.
function ExpiryField(props: ExpiryFieldProps) {
  const { value, onChange, disabled, InputProps: { ref, endAdornment } = {} } = props;
  const current = value?.isValid() ? value : null;

  const update = (next: Dayjs) => onChange?.(next.startOf('month'), { validationError: null });

  return (
    <Stack direction="row" spacing={1} ref={ref} sx={{ alignItems: 'center' }}>
      <TextField
        select
        label="Month"
        disabled={disabled}
        value={current ? current.month() : ''}
        onChange={(event) =>
          update((current ?? dayjs('2024-01-01')).month(Number(event.target.value)))
        }
        sx={{ width: 140 }}
      >
        {months.map((month) => (
          <MenuItem key={month.month()} value={month.month()}>
            {month.format('MM · MMM')}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Year"
        disabled={disabled}
        value={current ? current.year() : ''}
        onChange={(event) =>
          update((current ?? dayjs('2024-01-01')).year(Number(event.target.value)))
        }
        sx={{ width: 110 }}
      >
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      {endAdornment}
    </Stack>
  );
}

export default function MonthYearSelectField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2027-08-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DatePicker
          value={value}
          onChange={(newValue) => setValue(newValue)}
          views={['year', 'month']}
          openTo="year"
          minDate={dayjs('2024-01-01')}
          maxDate={dayjs('2033-12-31')}
          slots={{ field: ExpiryField }}
        />
        <Typography variant="body2">
          Expires: {value ? value.format('MM/YY') : 'not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
