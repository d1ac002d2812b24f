import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the demo deterministic; use dayjs() in a real app.
const today = dayjs('2024-04-17');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  {
    label: 'Next Monday',
    getValue: () => today.add(1, 'week').startOf('week').add(1, 'day'),
  },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
  { label: 'End of month', getValue: () => today.endOf('month').startOf('day') },
  { label: 'Reset', getValue: () => null },
];

export default function DateShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        minDate={today}
        slotProps={{
          shortcuts: { items: shortcuts },
          actionBar: { actions: ['accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
