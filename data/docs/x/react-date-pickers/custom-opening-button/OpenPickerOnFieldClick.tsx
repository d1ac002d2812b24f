import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpenPickerOnFieldClick() {
  const [open, setOpen] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Opens on click"
        defaultValue={dayjs('2024-04-17')}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disableOpenPicker
        slotProps={{ textField: { onClick: () => setOpen(true) } }}
      />
    </LocalizationProvider>
  );
}
