import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) =>
  date === null ? 'null' : date.isValid() ? date.format('MMM D') : 'Invalid';

const showRange = ([start, end]: DateRange<Dayjs>) => `[${show(start)}, ${show(end)}]`;

export default function RangeCallbackLog() {
  const [log, setLog] = React.useState<{ id: number; text: string }[]>([]);
  const nextId = React.useRef(0);
  const add = (text: string) => {
    nextId.current += 1;
    const entry = { id: nextId.current, text };
    setLog((previous) => [entry, ...previous].slice(0, 7));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangePicker
          defaultValue={[dayjs('2024-09-09'), dayjs('2024-09-13')]}
          localeText={{ start: 'Training starts', end: 'Training ends' }}
          onChange={(value) => add(`onChange ${showRange(value)}`)}
          onAccept={(value) => add(`onAccept ${showRange(value)}`)}
          onOpen={() => add('onOpen')}
          onClose={() => add('onClose')}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Paper variant="outlined" sx={{ p: 1.5, flexGrow: 1, minHeight: 150 }}>
            {log.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Pick a new start, then a new end, or type in one of the inputs.
              </Typography>
            ) : (
              log.map((entry) => (
                <Typography key={entry.id} variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {entry.text}
                </Typography>
              ))
            )}
          </Paper>
          <Button size="small" onClick={() => setLog([])}>
            Clear log
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
