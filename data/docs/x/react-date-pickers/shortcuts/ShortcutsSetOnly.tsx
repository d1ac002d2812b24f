import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ShortcutsSetOnly() {
  const today = dayjs('2024-04-17');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        slotProps={{
          shortcuts: {
            changeImportance: 'set',
            items: [
              { label: 'In one week', getValue: () => today.add(1, 'week') },
              { label: 'In two weeks', getValue: () => today.add(2, 'week') },
              { label: 'In a month', getValue: () => today.add(1, 'month') },
            ],
          },
          actionBar: { actions: ['cancel', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
