import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { UseDateTimeFieldProps } from '@mui/x-date-pickers/DateTimeField';
import {
  BaseSingleInputFieldProps,
  DateTimeValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

interface RescheduleButtonProps
  extends
    UseDateTimeFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, false, DateTimeValidationError> {}

const OpenContext = React.createContext<(() => void) | null>(null);

function RescheduleButton(props: RescheduleButtonProps) {
  const { id, disabled, InputProps: { ref } = {}, inputProps = {} } = props;
  const openPicker = React.useContext(OpenContext);

  return (
    <Button
      id={id}
      ref={ref}
      disabled={disabled}
      size="small"
      startIcon={<EventRepeatIcon />}
      aria-label={inputProps['aria-label']}
      onClick={() => openPicker?.()}
    >
      Reschedule
    </Button>
  );
}

export default function DateTimeButtonField() {
  const [open, setOpen] = React.useState(false);
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs('2024-02-21T15:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <OpenContext.Provider value={() => setOpen(true)}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>
            Design review: {meeting ? meeting.format('ddd, MMM D [at] h:mm A') : 'unscheduled'}
          </Typography>
          <DateTimePicker
            value={meeting}
            onAccept={(newValue) => setMeeting(newValue)}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            minutesStep={15}
            slots={{ field: RescheduleButton }}
          />
        </Stack>
      </OpenContext.Provider>
    </LocalizationProvider>
  );
}
