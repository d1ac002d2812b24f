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

// The label wraps its caption and the input, so no id is needed to tie them together.
const RangeLabel = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  ...theme.typography.body2,
  '& input': {
    font: 'inherit',
    fontSize: theme.typography.body1.fontSize,
    padding: theme.spacing(1, 1.5),
    width: 250,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  },
  '& input[aria-invalid="true"]': { borderColor: theme.palette.error.main },
}));

type PlainRangeFieldProps = UseSingleInputDateRangeFieldProps<Dayjs, false> & {
  label: string;
};

function PlainRangeField(props: PlainRangeFieldProps) {
  const { label, ...fieldProps } = props;
  // The same props as the single date hook returns; the value is the text of both dates.
  const {
    // What the input shows, and how typed or pasted text reaches the hook
    inputRef,
    value,
    onChange,
    onPaste,
    placeholder,
    inputMode,
    autoComplete,
    // Keys and clicks move between the sections of both dates
    onKeyDown,
    onClick,
    onFocus,
    onBlur,
    // State
    disabled,
    readOnly,
    error,
  } = useSingleInputDateRangeField<Dayjs, false, UseSingleInputDateRangeFieldProps<Dayjs, false>>({
    ...fieldProps,
    enableAccessibleFieldDOMStructure: false,
  });

  return (
    <RangeLabel>
      {label}
      <input
        ref={inputRef}
        value={value}
        onChange={onChange}
        onPaste={onPaste}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onFocus={onFocus}
        onBlur={onBlur}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error}
      />
    </RangeLabel>
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
