import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';

type Alignment = 'left' | 'center' | 'right';

export default function GroupedButtons() {
  const [alignment, setAlignment] = React.useState<Alignment>('left');

  return (
    <Stack direction="row" spacing={3} alignItems="center" useFlexGap flexWrap="wrap">
      <ButtonGroup variant="outlined" aria-label="Editing actions">
        <Button>Undo</Button>
        <Button>Redo</Button>
        <Button>Save</Button>
      </ButtonGroup>
      <ToggleButtonGroup
        value={alignment}
        exclusive
        onChange={(event, value: Alignment | null) => {
          // Keep one option selected: ignore clicks that would unselect the current one.
          if (value !== null) {
            setAlignment(value);
          }
        }}
        aria-label="Text alignment"
        size="small"
      >
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Align center">
          <FormatAlignCenterIcon />
        </ToggleButton>
        <ToggleButton value="right" aria-label="Align right">
          <FormatAlignRightIcon />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
