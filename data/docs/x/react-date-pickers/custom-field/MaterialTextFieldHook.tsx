import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  unstable_useDateField as useDateField,
  UseDateFieldProps,
} from '@mui/x-date-pickers/DateField';
import { useClearableField } from '@mui/x-date-pickers/hooks';
import {
  BaseSingleInputFieldProps,
  DateValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

interface WeekdayDateFieldProps
  extends
    UseDateFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, false, DateValidationError> {}

// A Material UI TextField driven by the field hook, with the weekday of the value in front.
function WeekdayDateField(props: WeekdayDateFieldProps) {
  const { slots, slotProps, ...textFieldProps } = props;

  const {
    // Props that belong on the <input> element rather than on the TextField root.
    inputRef,
    inputMode,
    onKeyDown,
    inputProps,
    readOnly,
    InputProps,
    // A flag for the hook only: keep it off the DOM.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    enableAccessibleFieldDOMStructure,
    // The rest (value, onChange, onFocus, onPaste, error, label...) goes on the TextField.
    ...other
  } = useDateField<Dayjs, false, typeof textFieldProps>(textFieldProps);

  const weekday = props.value?.isValid() ? props.value.format('ddd') : '···';

  // Adds the clear button to InputProps.endAdornment when `clearable` is set.
  const fieldProps = useClearableField({
    ...other,
    InputProps: {
      ...InputProps,
      readOnly,
      startAdornment: (
        <InputAdornment position="start">
          <Chip label={weekday} size="small" sx={{ minWidth: 48 }} />
        </InputAdornment>
      ),
    },
    slots,
    slotProps,
  });

  return (
    <TextField
      {...fieldProps}
      inputProps={{ ...inputProps, inputMode, onKeyDown, ref: inputRef }}
    />
  );
}

export default function MaterialTextFieldHook() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-06-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Moving day"
        value={value}
        onChange={setValue}
        slots={{ field: WeekdayDateField }}
        slotProps={{ field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
