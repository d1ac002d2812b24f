import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { FieldSelectedSections, FieldSectionType } from '@mui/x-date-pickers/models';

const targets: FieldSectionType[] = ['month', 'day', 'year', 'hours', 'minutes'];

export default function ControlledSelectedSections() {
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const select = (section: FieldSelectedSections) => {
    inputRef.current?.focus();
    setSelectedSections(section);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {targets.map((target) => (
            <Button key={target} size="small" variant="outlined" onClick={() => select(target)}>
              {target}
            </Button>
          ))}
          <Button size="small" variant="outlined" onClick={() => select('all')}>
            all
          </Button>
        </Stack>
        <DateTimeField
          label="Selected from outside"
          defaultValue={dayjs('2024-04-17T09:45')}
          inputRef={inputRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
          sx={{ maxWidth: 320 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
