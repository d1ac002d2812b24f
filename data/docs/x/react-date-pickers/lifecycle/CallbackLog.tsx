import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const show = (value: Dayjs | null) =>
  value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';

export default function CallbackLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((prev) => [line, ...prev].slice(0, 8));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <Stack spacing={1}>
          <DatePicker
            label="Watch the callbacks"
            defaultValue={dayjs('2024-04-17')}
            views={['year', 'month', 'day']}
            onChange={(value, context) =>
              add(`onChange ${show(value)} (error: ${context.validationError ?? 'none'})`)
            }
            onAccept={(value) => add(`onAccept ${show(value)}`)}
            onOpen={() => add('onOpen')}
            onClose={() => add('onClose')}
            slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
          />
          <Button size="small" onClick={() => setLog([])}>
            Clear log
          </Button>
        </Stack>
        <Paper variant="outlined" sx={{ p: 1.5, minWidth: 280, minHeight: 200 }}>
          {log.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Type in the field or open the picker.
            </Typography>
          ) : (
            log.map((line, index) => (
              <Typography key={`${index}-${line}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
                {line}
              </Typography>
            ))
          )}
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
