import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import {
  unstable_useTimeField as useTimeField,
  UseTimeFieldProps,
} from '@mui/x-date-pickers/TimeField';
import {
  BaseSingleInputFieldProps,
  FieldSection,
  TimeValidationError,
} from '@mui/x-date-pickers/models';

const InputWrapper = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  paddingLeft: theme.spacing(1.5),
  '&[data-error="true"]': { borderColor: theme.palette.error.main },
  '& input': {
    font: 'inherit',
    border: 0,
    outline: 'none',
    width: 110,
    background: 'transparent',
    color: theme.palette.text.primary,
  },
}));

interface BrowserTimeFieldProps
  extends
    UseTimeFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, false, TimeValidationError> {}

function BrowserTimeField(props: BrowserTimeFieldProps) {
  const {
    inputRef,
    value,
    onChange,
    onKeyDown,
    onFocus,
    onBlur,
    onClick,
    onPaste,
    placeholder,
    inputMode,
    autoComplete,
    disabled,
    readOnly,
    error,
    id,
    label,
    InputProps: { ref: anchorRef, endAdornment } = {},
  } = useTimeField<Dayjs, false, BrowserTimeFieldProps>(props);

  return (
    <Stack spacing={0.5}>
      <Typography component="label" htmlFor={id} variant="body2">
        {label}
      </Typography>
      {/* The anchor ref positions the picker's popper under the whole field. */}
      <InputWrapper ref={anchorRef} data-error={error}>
        <input
          id={id}
          ref={inputRef}
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          onClick={onClick}
          onPaste={onPaste}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          disabled={disabled}
          readOnly={readOnly}
        />
        {endAdornment}
      </InputWrapper>
    </Stack>
  );
}

export default function BrowserInputTimePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-05-13T07:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <TimePicker
          label="Alarm"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          slots={{ field: BrowserTimeField }}
        />
        <Typography variant="body2">
          Rings at: {value?.isValid() ? value.format('HH:mm') : 'not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
