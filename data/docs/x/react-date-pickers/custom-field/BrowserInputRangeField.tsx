import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import {
  unstable_useSingleInputDateRangeField as useSingleInputDateRangeField,
  UseSingleInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const PlainInput = styled('input')(({ theme }) => ({
  font: 'inherit',
  padding: theme.spacing(1, 1.5),
  width: 250,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
}));

type PlainRangeFieldProps = UseSingleInputDateRangeFieldProps<Dayjs, false> & {
  id: string;
  label: string;
};

function PlainRangeField(props: PlainRangeFieldProps) {
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
  } = useSingleInputDateRangeField<Dayjs, false, UseSingleInputDateRangeFieldProps<Dayjs, false>>({
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

export default function BrowserInputRangeField() {
  const [sprint, setSprint] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-06-03'),
    dayjs('2024-06-14'),
  ]);
  const [start, end] = sprint;
  const days = start?.isValid() && end?.isValid() ? end.diff(start, 'day') + 1 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <PlainRangeField
          id="sprint-range"
          label="Sprint"
          value={sprint}
          onChange={(newValue) => setSprint(newValue)}
          format="MMM D, YYYY"
          dateSeparator="→"
        />
        <Typography variant="body2">
          {days === null ? 'Incomplete range' : `${days} calendar days`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
