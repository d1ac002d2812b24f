import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { frFR } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/fr';

export default function TranslatedLabels() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={{
        ...frFR.components.MuiLocalizationProvider.defaultProps.localeText,
        okButtonLabel: 'Valider',
      }}
    >
      <Stack sx={{ width: 300 }}>
        <DatePicker
          label="Date de départ"
          defaultValue={dayjs('2024-08-05')}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
