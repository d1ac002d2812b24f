import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { fr as dateFnsFr } from 'date-fns/locale/fr';
import { DateTime } from 'luxon';
import moment from 'moment';
import 'moment/locale/fr';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Loading a Moment locale also makes it the global one: restore English for the rest of the app.
moment.locale('en');

const gridSx = { display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2 };

export default function SameLocaleFourLibraries() {
  return (
    <Box sx={gridSx}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        <DatePicker label="Day.js · 'fr'" defaultValue={dayjs('2024-07-14')} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsFr}>
        <DatePicker label="date-fns · fr object" defaultValue={new Date(2024, 6, 14)} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="fr">
        <DatePicker label="Luxon · 'fr'" defaultValue={DateTime.fromISO('2024-07-14')} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="fr">
        <DatePicker label="Moment · 'fr'" defaultValue={moment('2024-07-14')} />
      </LocalizationProvider>
    </Box>
  );
}
