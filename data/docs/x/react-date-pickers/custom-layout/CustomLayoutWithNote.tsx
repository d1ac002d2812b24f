import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutProps,
  usePickerLayout,
  PickersLayoutRoot,
  PickersLayoutContentWrapper,
  pickersLayoutClasses,
} from '@mui/x-date-pickers/PickersLayout';
import { DateView } from '@mui/x-date-pickers/models';

function LayoutWithNote(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  const { toolbar, tabs, content, actionBar } = usePickerLayout(props);

  return (
    <PickersLayoutRoot
      ownerState={props}
      className={pickersLayoutClasses.root}
      sx={{
        // One column: toolbar, note, calendar, buttons.
        [`& .${pickersLayoutClasses.toolbar}`]: { gridColumn: 1, gridRow: 1 },
        [`& .${pickersLayoutClasses.contentWrapper}`]: { gridColumn: 1, gridRow: 3 },
        [`& .${pickersLayoutClasses.actionBar}`]: { gridColumn: 1, gridRow: 4 },
      }}
    >
      {toolbar}
      <Alert severity="info" sx={{ gridColumn: 1, gridRow: 2, mx: 2, mt: 1 }}>
        Orders placed before 2 PM ship the same day.
      </Alert>
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper}>
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function CustomLayoutWithNote() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slots={{ layout: LayoutWithNote }}
        slotProps={{ actionBar: { actions: ['today', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
