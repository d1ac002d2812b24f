import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const today = dayjs('2024-04-17');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week')] },
  {
    label: 'Last week',
    getValue: () => {
      const previous = today.subtract(7, 'day');
      return [previous.startOf('week'), previous.endOf('week')];
    },
  },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { label: 'This month', getValue: () => [today.startOf('month'), today.endOf('month')] },
  {
    label: 'Next month',
    getValue: () => {
      const next = today.add(1, 'month');
      return [next.startOf('month'), next.endOf('month')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function RangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        maxDate={today.endOf('month')}
        defaultValue={[today.subtract(6, 'day'), today]}
        slotProps={{
          shortcuts: { items: shortcuts, changeImportance: 'set' },
          actionBar: { actions: [] },
          toolbar: { hidden: true },
        }}
      />
    </LocalizationProvider>
  );
}
