import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import {
  BaseSingleInputFieldProps,
  DateValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

// The dates a clinic still has free appointments on.
const availableDates = ['2024-04-18', '2024-04-19', '2024-04-23', '2024-04-26', '2024-05-02'].map(
  (date) => dayjs(date),
);

interface AutocompleteFieldProps
  extends
    UseDateFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, false, DateValidationError> {}

function AutocompleteField(props: AutocompleteFieldProps) {
  const { label, id, disabled, value, onChange, InputProps: { ref, endAdornment } = {} } = props;

  return (
    <Autocomplete
      id={id}
      ref={ref}
      disabled={disabled}
      options={availableDates}
      value={value ?? null}
      onChange={(_event, newValue) => onChange?.(newValue, { validationError: null })}
      getOptionLabel={(option) => option.format('dddd, MMMM D')}
      isOptionEqualToValue={(option, current) => option.isSame(current, 'day')}
      sx={{ width: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <React.Fragment>
                {params.InputProps.endAdornment}
                {endAdornment}
              </React.Fragment>
            ),
          }}
        />
      )}
    />
  );
}

export default function AutocompleteFieldDemo() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        value={value}
        onChange={(newValue) => setValue(newValue)}
        referenceDate={dayjs('2024-04-17')}
        slots={{ field: AutocompleteField }}
        shouldDisableDate={(date) => !availableDates.some((free) => free.isSame(date, 'day'))}
      />
    </LocalizationProvider>
  );
}
