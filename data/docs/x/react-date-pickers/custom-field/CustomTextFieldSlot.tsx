import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField, { TextFieldProps } from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// A design-system text field: every picker using it gets the same look.
const CompactTextField = React.forwardRef<HTMLDivElement, TextFieldProps>(
  function CompactTextField(props, ref) {
    return (
      <TextField
        {...props}
        ref={ref}
        size="small"
        variant="outlined"
        sx={{ width: 200, '& .MuiOutlinedInput-root': { borderRadius: 4 } }}
      />
    );
  },
);

export default function CustomTextFieldSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Start"
          defaultValue={dayjs('2024-04-17')}
          slots={{ textField: CompactTextField }}
          slotProps={{ field: { clearable: true } }}
        />
        <TimePicker
          label="At"
          defaultValue={dayjs('2024-04-17T10:30')}
          slots={{ textField: CompactTextField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
