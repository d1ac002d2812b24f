import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

// Durations read live from the default theme.
const { transitions } = createTheme();
const durations = Object.entries(transitions.duration) as Array<[string, number]>;

export default function TransitionDurations() {
  const [moved, setMoved] = React.useState(false);
  return (
    <Stack spacing={1}>
      <Button variant="outlined" onClick={() => setMoved(!moved)} sx={{ alignSelf: 'flex-start' }}>
        Run transitions
      </Button>
      {durations.map(([name, ms]) => (
        <Stack key={name} direction="row" spacing={2} alignItems="center">
          <Typography sx={{ width: 130, fontFamily: 'monospace', fontSize: 13 }}>{name}</Typography>
          <Typography
            sx={{ width: 56, fontSize: 13, color: 'text.secondary' }}
          >{`${ms}ms`}</Typography>
          <Box sx={{ flexGrow: 1, position: 'relative', height: 16 }}>
            <Box
              sx={{
                position: 'absolute',
                top: 0,
                left: moved ? 'calc(100% - 16px)' : 0,
                width: 16,
                height: 16,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                transition: transitions.create('left', { duration: ms }),
              }}
            />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
