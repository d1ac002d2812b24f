import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import 'dayjs/locale/ja';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const READERS = [
  { code: 'en', name: 'English (United States)' },
  { code: 'en-gb', name: 'English (United Kingdom)' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ja', name: '日本語' },
];

interface LocaleCardProps {
  code: string;
  name: string;
  launch: Dayjs | null;
  onLaunchChange: (launch: Dayjs | null) => void;
}

/** One reader's view: the same value, in a provider of its own with that reader's locale. */
function LocaleCard({ code, name, launch, onLaunchChange }: LocaleCardProps) {
  // Day.js knows on which day each locale starts its weeks.
  const weekStart = dayjs('2024-09-11').locale(code).startOf('week').format('dddd');
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {name} <code>{code}</code>
      </Typography>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={code}>
        <DateTimeField
          label="Launch"
          value={launch}
          onChange={onLaunchChange}
          size="small"
          fullWidth
          sx={{ my: 1.5 }}
        />
      </LocalizationProvider>
      <Typography variant="caption" color="text.secondary">
        Weeks start on {weekStart}
      </Typography>
    </Paper>
  );
}

export default function LocalesSideBySide() {
  const [launch, setLaunch] = React.useState<Dayjs | null>(dayjs('2024-09-12T17:45'));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
      }}
    >
      {READERS.map((reader) => (
        <LocaleCard key={reader.code} {...reader} launch={launch} onLaunchChange={setLaunch} />
      ))}
    </Box>
  );
}
