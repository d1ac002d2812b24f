import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function LayoutNoToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          layout: {
            sx: {
              [`.${pickersLayoutClasses.contentWrapper}`]: { bgcolor: 'action.hover' },
              [`.${pickersLayoutClasses.actionBar}`]: { justifyContent: 'center' },
            },
          },
          toolbar: { hidden: true },
          actionBar: { actions: ['today', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
