import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

type Kind = 'date' | 'time' | 'dateTime';
const allActions: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept'];
const value = dayjs('2024-04-17T15:30');

export default function PickersPlayground() {
  const [kind, setKind] = React.useState<Kind>('date');
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['cancel', 'accept']);
  const [landscape, setLandscape] = React.useState(false);
  const [toolbar, setToolbar] = React.useState(true);
  const [ampm, setAmpm] = React.useState(true);
  const [weekNumbers, setWeekNumbers] = React.useState(false);
  const [disabled, setDisabled] = React.useState(false);

  const common = {
    defaultValue: value,
    orientation: landscape ? ('landscape' as const) : ('portrait' as const),
    disabled,
    slotProps: {
      toolbar: { hidden: !toolbar },
      actionBar: { actions: allActions.filter((action) => actions.includes(action)) },
    },
  };

  const toggle = (label: string, checked: boolean, onChange: (next: boolean) => void) => (
    <FormControlLabel
      label={label}
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    />
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={1.5} sx={{ minWidth: 260 }}>
          <Typography variant="overline">Component</Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={kind}
            onChange={(_event, next: Kind | null) => next && setKind(next)}
          >
            <ToggleButton value="date">Date</ToggleButton>
            <ToggleButton value="time">Time</ToggleButton>
            <ToggleButton value="dateTime">Date time</ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="overline">Action bar</Typography>
          <ToggleButtonGroup
            size="small"
            value={actions}
            onChange={(_event, next: PickersActionBarAction[]) => setActions(next)}
          >
            {allActions.map((action) => (
              <ToggleButton key={action} value={action}>
                {action}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="overline">Options</Typography>
          {toggle('Toolbar', toolbar, setToolbar)}
          {toggle('Landscape', landscape, setLandscape)}
          {toggle('12-hour clock (ampm)', ampm, setAmpm)}
          {toggle('Week numbers', weekNumbers, setWeekNumbers)}
          {toggle('Disabled', disabled, setDisabled)}
        </Stack>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto' }}>
          {kind === 'date' && <StaticDatePicker {...common} displayWeekNumber={weekNumbers} />}
          {kind === 'time' && <StaticTimePicker {...common} ampm={ampm} />}
          {kind === 'dateTime' && (
            <StaticDateTimePicker {...common} ampm={ampm} displayWeekNumber={weekNumbers} />
          )}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
