import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ShortcutsBelow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          toolbar: { hidden: true },
          actionBar: { actions: [] },
          shortcuts: {
            items: [
              { label: 'Q1 close', getValue: () => dayjs('2024-03-31') },
              { label: 'Q2 close', getValue: () => dayjs('2024-06-30') },
              { label: 'Q3 close', getValue: () => dayjs('2024-09-30') },
            ],
          },
          layout: {
            sx: {
              '.MuiPickersLayout-shortcuts': {
                gridColumn: 2,
                gridRow: 2,
                display: 'flex',
                maxWidth: 'none',
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
