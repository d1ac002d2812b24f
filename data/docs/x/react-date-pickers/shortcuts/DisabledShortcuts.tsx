import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function DisabledShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        minDate={dayjs('2024-04-01')}
        maxDate={dayjs('2024-05-31')}
        slotProps={{
          shortcuts: {
            items: [
              { label: 'Start of April', getValue: () => dayjs('2024-04-01') },
              { label: 'End of May', getValue: () => dayjs('2024-05-31') },
              { label: 'Start of June', getValue: () => dayjs('2024-06-01') },
            ],
          },
        }}
      />
    </LocalizationProvider>
  );
}
