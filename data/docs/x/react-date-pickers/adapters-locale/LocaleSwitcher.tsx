import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const locales = ['en', 'en-gb', 'de', 'ja'] as const;
type LocaleKey = (typeof locales)[number];

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState<LocaleKey>('en');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={locale}
          onChange={(_event, newLocale: LocaleKey | null) => {
            if (newLocale) {
              setLocale(newLocale);
            }
          }}
        >
          {locales.map((key) => (
            <ToggleButton key={key} value={key}>
              {key}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Date" defaultValue={dayjs('2024-04-17')} />
          <TimePicker label="Time" defaultValue={dayjs('2024-04-17T16:30')} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
