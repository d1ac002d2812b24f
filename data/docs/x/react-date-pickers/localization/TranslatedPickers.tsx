import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { frFR, deDE } from '@mui/x-date-pickers/locales';

const frenchText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;
const germanText = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function TranslatedPickers() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchText}>
        <MobileDatePicker label="Date (français)" defaultValue={dayjs('2024-04-17')} />
        <DateTimePicker label="Date et heure" />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanText}>
        <DateTimePicker label="Datum und Uhrzeit (Deutsch)" />
      </LocalizationProvider>
    </Stack>
  );
}
