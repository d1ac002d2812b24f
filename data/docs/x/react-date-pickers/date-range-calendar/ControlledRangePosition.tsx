import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { RangePosition } from '@mui/x-date-pickers-pro/models';

export default function ControlledRangePosition() {
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="center">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rangePosition}
          onChange={(_event, newPosition: RangePosition | null) => {
            if (newPosition) {
              setRangePosition(newPosition);
            }
          }}
        >
          <ToggleButton value="start">Edit start</ToggleButton>
          <ToggleButton value="end">Edit end</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2024-04-08'), dayjs('2024-04-12')]}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
          minDate={dayjs('2024-01-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
