import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Chip from '@mui/material/Chip';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { UseTimeFieldProps } from '@mui/x-date-pickers/TimeField';
import {
  BaseSingleInputFieldProps,
  FieldSection,
  TimeValidationError,
} from '@mui/x-date-pickers/models';

interface ChipFieldProps
  extends
    UseTimeFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, false, TimeValidationError> {}

const SetOpenContext = React.createContext<React.Dispatch<React.SetStateAction<boolean>> | null>(
  null,
);

function ChipField(props: ChipFieldProps) {
  const { id, disabled, value, InputProps: { ref } = {} } = props;
  const setOpen = React.useContext(SetOpenContext);

  return (
    <Chip
      id={id}
      ref={ref}
      disabled={disabled}
      icon={<AccessTimeIcon />}
      label={value ? `Reminder at ${value.format('h:mm A')}` : 'Set a reminder'}
      onClick={() => setOpen?.((prev) => !prev)}
    />
  );
}

export default function TimeButtonField() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T08:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SetOpenContext.Provider value={setOpen}>
        <TimePicker
          value={value}
          onChange={(newValue) => setValue(newValue)}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slots={{ field: ChipField }}
        />
      </SetOpenContext.Provider>
    </LocalizationProvider>
  );
}
