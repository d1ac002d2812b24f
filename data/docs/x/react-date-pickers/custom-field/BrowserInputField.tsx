import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  unstable_useDateField as useDateField,
  UseDateFieldProps,
} from '@mui/x-date-pickers/DateField';

const PlainInput = styled('input')(({ theme }) => ({
  font: 'inherit',
  padding: theme.spacing(1, 1.5),
  width: 180,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
}));

interface PlainDateFieldProps extends UseDateFieldProps<Dayjs, false> {
  id: string;
  label: string;
}

function PlainDateField(props: PlainDateFieldProps) {
  const { id, label, ...fieldProps } = props;
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
  } = useDateField<Dayjs, false, UseDateFieldProps<Dayjs, false>>({
    ...fieldProps,
    enableAccessibleFieldDOMStructure: false,
  });

  return (
    <Stack spacing={0.5}>
      <Typography component="label" htmlFor={id} variant="body2">
        {label}
      </Typography>
      <PlainInput
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
        aria-invalid={error}
      />
    </Stack>
  );
}

export default function BrowserInputField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <PlainDateField
          id="plain-date-field"
          label="Publication date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDate={dayjs('2024-01-01')}
        />
        <Typography variant="body2">
          Value: {value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
