import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { pickersInputBaseClasses } from '@mui/x-date-pickers/PickersTextField';

// With the accessible DOM structure, every section is an element that CSS can reach.
const sectionStyles = {
  [`& .${pickersInputBaseClasses.sectionContent}`]: {
    fontWeight: 600,
    borderRadius: 0.5,
    px: 0.25,
  },
  [`& .${pickersInputBaseClasses.sectionContent}:focus`]: {
    bgcolor: 'secondary.main',
    color: 'secondary.contrastText',
  },
  [`& .${pickersInputBaseClasses.sectionAfter}`]: {
    color: 'text.secondary',
    px: 0.25,
  },
};

export default function StyledSections() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimeField
          label="Standalone field"
          enableAccessibleFieldDOMStructure
          defaultValue={dayjs('2024-11-28T19:30')}
          sx={sectionStyles}
        />
        <DatePicker
          label="Inside a picker"
          enableAccessibleFieldDOMStructure
          defaultValue={dayjs('2024-11-28')}
          slotProps={{ textField: { sx: sectionStyles } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
