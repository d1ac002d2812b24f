import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

// Read live from the default theme.
const { zIndex } = createTheme();
const layers = (Object.keys(zIndex) as Array<keyof typeof zIndex>).sort(
  (a, b) => zIndex[b] - zIndex[a],
);

const usedBy: Record<keyof typeof zIndex, string> = {
  tooltip: 'Tooltip',
  snackbar: 'Snackbar',
  modal: 'Modal, Dialog, Popover, Menu',
  drawer: 'Drawer (temporary)',
  appBar: 'AppBar',
  speedDial: 'SpeedDial',
  fab: 'Fab',
  mobileStepper: 'MobileStepper',
};

export default function ZIndexLayers() {
  return (
    <Stack spacing={0.5}>
      {layers.map((key, index) => (
        <Stack key={key} direction="row" alignItems="center" spacing={2}>
          <Box
            sx={{
              width: 72,
              py: 0.5,
              textAlign: 'center',
              borderRadius: 1,
              color: 'primary.contrastText',
              bgcolor: 'primary.main',
              opacity: 1 - index * 0.08,
              fontWeight: 'bold',
            }}
          >
            {zIndex[key]}
          </Box>
          <Typography sx={{ width: 130, fontFamily: 'monospace' }}>{key}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {usedBy[key]}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
