import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  unstable_useDateField as useDateField,
  UseDateFieldProps,
} from '@mui/x-date-pickers/DateField';
import {
  Unstable_PickersSectionList as PickersSectionList,
  pickersSectionListClasses,
} from '@mui/x-date-pickers/PickersSectionList';

// Each section (month, day, year) is its own editable span: style them as separate boxes.
const SectionBoxes = styled(PickersSectionList)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.75),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  fontFamily: 'monospace',
  fontSize: '1.1rem',
  outline: 'none',
  [`&[aria-invalid="true"]`]: { borderColor: theme.palette.error.main },
  [`& .${pickersSectionListClasses.sectionContent}`]: {
    display: 'inline-block',
    minWidth: '2ch',
    padding: theme.spacing(0.25, 0.75),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.action.hover,
    outline: 'none',
    '&:focus': {
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
    },
  },
}));

interface SectionDateFieldProps extends UseDateFieldProps<Dayjs, true> {
  label: string;
}

function SectionDateField(props: SectionDateFieldProps) {
  const { label, ...fieldProps } = props;
  const {
    elements,
    sectionListRef,
    contentEditable,
    tabIndex,
    onFocus,
    onBlur,
    onClick,
    onInput,
    onPaste,
    onKeyDown,
    value,
    onChange,
    error,
  } = useDateField<Dayjs, true, UseDateFieldProps<Dayjs, true>>({
    ...fieldProps,
    enableAccessibleFieldDOMStructure: true,
  });

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" id="release-date-label">
        {label}
      </Typography>
      <SectionBoxes
        aria-labelledby="release-date-label"
        aria-invalid={error}
        elements={elements}
        sectionListRef={sectionListRef}
        contentEditable={contentEditable}
        tabIndex={tabIndex}
        onFocus={onFocus}
        onBlur={onBlur}
        onClick={onClick}
        onInput={onInput}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
      />
      {/* The hidden input holds the formatted value, for native forms. */}
      <input type="hidden" name="releaseDate" value={value} onChange={onChange} />
    </Stack>
  );
}

export default function SectionListField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-09-20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <SectionDateField
          label="Album release date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">
          Value: {value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
