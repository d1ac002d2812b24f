import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import {
  BaseSingleInputFieldProps,
  DateValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

interface ButtonFieldProps
  extends
    UseDateFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, false, DateValidationError> {}

// Lets the field toggle the picker without adding unknown props to the field slot.
const SetOpenContext = React.createContext<React.Dispatch<React.SetStateAction<boolean>> | null>(
  null,
);

function ButtonField(props: ButtonFieldProps) {
  const { label, id, disabled, InputProps: { ref } = {}, inputProps = {} } = props;
  const setOpen = React.useContext(SetOpenContext);

  return (
    <Button
      variant="outlined"
      id={id}
      disabled={disabled}
      ref={ref}
      aria-label={inputProps['aria-label']}
      startIcon={<CalendarMonthIcon />}
      onClick={() => setOpen?.((prev) => !prev)}
    >
      {label ?? 'Pick a date'}
    </Button>
  );
}

function ButtonDatePicker(props: Omit<DatePickerProps<Dayjs>, 'open' | 'onOpen' | 'onClose'>) {
  const [open, setOpen] = React.useState(false);

  return (
    <SetOpenContext.Provider value={setOpen}>
      <DatePicker
        {...props}
        slots={{ ...props.slots, field: ButtonField }}
        open={open}
        onClose={() => setOpen(false)}
        onOpen={() => setOpen(true)}
      />
    </SetOpenContext.Provider>
  );
}

export default function ButtonFieldDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ButtonDatePicker
        label={value == null ? 'Pick a date' : value.format('ddd, MMM D, YYYY')}
        value={value}
        onChange={(newValue) => setValue(newValue)}
      />
    </LocalizationProvider>
  );
}
