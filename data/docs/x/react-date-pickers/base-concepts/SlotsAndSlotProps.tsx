import * as React from 'react';
import dayjs from 'dayjs';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotsAndSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Departure"
        defaultValue={dayjs('2024-08-09')}
        // `slots` replaces a part: here the icon of the opening button.
        slots={{ openPickerIcon: FlightTakeoffIcon }}
        // `slotProps` configures a part, replaced or not.
        slotProps={{
          textField: { helperText: 'Flights leave daily at 7:40 AM' },
          openPickerButton: { color: 'primary' },
          actionBar: { actions: ['today', 'clear', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
