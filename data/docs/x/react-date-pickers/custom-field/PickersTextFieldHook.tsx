import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import InputAdornment from '@mui/material/InputAdornment';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import {
  unstable_useDateTimeField as useDateTimeField,
  UseDateTimeFieldProps,
} from '@mui/x-date-pickers/DateTimeField';
import { PickersTextField } from '@mui/x-date-pickers/PickersTextField';
import { useClearableField } from '@mui/x-date-pickers/hooks';
import {
  BaseSingleInputFieldProps,
  DateTimeValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

interface DepartureFieldProps
  extends
    UseDateTimeFieldProps<Dayjs, true>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, true, DateTimeValidationError> {}

// The accessible DOM structure: the hook returns section elements for PickersTextField.
function DepartureField(props: DepartureFieldProps) {
  const { slots, slotProps, ...textFieldProps } = props;

  const {
    readOnly,
    InputProps,
    // A flag for the hook only: keep it off the DOM.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    enableAccessibleFieldDOMStructure,
    ...other
  } = useDateTimeField<Dayjs, true, typeof textFieldProps>(textFieldProps);

  const fieldProps = useClearableField({
    ...other,
    InputProps: {
      ...InputProps,
      readOnly,
      startAdornment: (
        <InputAdornment position="start">
          <FlightTakeoffIcon fontSize="small" />
        </InputAdornment>
      ),
    },
    slots,
    slotProps,
  });

  return <PickersTextField {...fieldProps} helperText="Local time at the departure airport" />;
}

export default function PickersTextFieldHook() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Departure"
        enableAccessibleFieldDOMStructure
        defaultValue={dayjs('2024-08-23T06:55')}
        ampm={false}
        slots={{ field: DepartureField }}
      />
    </LocalizationProvider>
  );
}
