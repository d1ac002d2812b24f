import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ShortcutsAndActionBarLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          shortcuts: {
            items: [
              { label: 'Start of quarter', getValue: () => dayjs('2024-04-01') },
              { label: 'End of quarter', getValue: () => dayjs('2024-06-30') },
              { label: 'Start of next quarter', getValue: () => dayjs('2024-07-01') },
            ],
          },
          actionBar: { actions: ['cancel', 'accept'] },
          layout: {
            sx: { '.MuiPickersLayout-actionBar': { borderTop: 1, borderColor: 'divider' } },
          },
        }}
      />
    </LocalizationProvider>
  );
}
