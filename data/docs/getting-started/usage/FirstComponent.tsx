import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function FirstComponent() {
  const [count, setCount] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="contained" onClick={() => setCount((value) => value + 1)}>
        Add one
      </Button>
      <Button variant="outlined" disabled={count === 0} onClick={() => setCount(0)}>
        Reset
      </Button>
      <Typography aria-live="polite">
        Clicked {count} {count === 1 ? 'time' : 'times'}
      </Typography>
    </Stack>
  );
}
