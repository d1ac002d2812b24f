import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { BaseSingleInputFieldProps } from '@mui/x-date-pickers/models';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { UseSingleInputDateRangeFieldProps } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import {
  DateRange,
  DateRangeValidationError,
  RangeFieldSection,
} from '@mui/x-date-pickers-pro/models';

interface ButtonRangeFieldProps
  extends
    UseSingleInputDateRangeFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<
      DateRange<Dayjs>,
      Dayjs,
      RangeFieldSection,
      false,
      DateRangeValidationError
    > {}

const SetOpenContext = React.createContext<React.Dispatch<React.SetStateAction<boolean>> | null>(
  null,
);

function formatRange([start, end]: DateRange<Dayjs>) {
  if (!start || !end) {
    return 'Choose dates';
  }
  return `${start.format('MMM D')} – ${end.format('MMM D, YYYY')}`;
}

function ButtonRangeFieldComponent(props: ButtonRangeFieldProps) {
  const { id, disabled, value, InputProps: { ref } = {} } = props;
  const setOpen = React.useContext(SetOpenContext);

  return (
    <Button
      id={id}
      ref={ref}
      disabled={disabled}
      variant="outlined"
      startIcon={<DateRangeIcon />}
      onClick={() => setOpen?.((prev) => !prev)}
    >
      {formatRange(value ?? [null, null])}
    </Button>
  );
}

// Range pickers read this flag to treat the component as a single-input field.
const ButtonRangeField = Object.assign(ButtonRangeFieldComponent, {
  fieldType: 'single-input' as const,
});

export default function ButtonRangeFieldDemo() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-04-22'),
    dayjs('2024-04-26'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SetOpenContext.Provider value={setOpen}>
        <DateRangePicker
          value={value}
          onChange={(newValue) => setValue(newValue)}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slots={{ field: ButtonRangeField }}
        />
      </SetOpenContext.Provider>
    </LocalizationProvider>
  );
}
