import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function BasicButtons() {
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="text">Text</Button>
      <Button variant="outlined">Outlined</Button>
      <Button variant="contained">Contained</Button>
      <Button variant="contained" disableElevation>
        Flat
      </Button>
      <Button variant="contained" disabled>
        Disabled
      </Button>
    </Stack>
  );
}
