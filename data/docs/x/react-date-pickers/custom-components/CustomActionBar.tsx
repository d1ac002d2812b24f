import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickersTranslations } from '@mui/x-date-pickers/hooks';

function ActionBarWithSpacer(props: PickersActionBarProps) {
  const { onAccept, onClear, onCancel, onSetToday, className } = props;
  const translations = usePickersTranslations();

  return (
    <DialogActions className={className} sx={{ justifyContent: 'space-between' }}>
      <div>
        <Button color="error" onClick={onClear}>
          {translations.clearButtonLabel}
        </Button>
        <Button onClick={onSetToday}>{translations.todayButtonLabel}</Button>
      </div>
      <div>
        <Button onClick={onCancel}>{translations.cancelButtonLabel}</Button>
        <Button variant="contained" onClick={onAccept}>
          {translations.okButtonLabel}
        </Button>
      </div>
    </DialogActions>
  );
}

export default function CustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slots={{ actionBar: ActionBarWithSpacer }}
        slotProps={{ toolbar: { hidden: true } }}
      />
    </LocalizationProvider>
  );
}
