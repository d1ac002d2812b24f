import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function TimeShortcuts() {
  const base = dayjs('2024-04-17T09:00');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={base}
        slotProps={{
          shortcuts: {
            items: [
              { label: 'Tomorrow 9:00', getValue: () => base.add(1, 'day') },
              { label: 'Monday 9:00', getValue: () => dayjs('2024-04-22T09:00') },
              { label: 'Friday 17:00', getValue: () => dayjs('2024-04-19T17:00') },
            ],
          },
        }}
      />
    </LocalizationProvider>
  );
}
