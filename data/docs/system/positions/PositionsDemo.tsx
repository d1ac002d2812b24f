import * as React from 'react';
import Box from '@mui/material/Box';

const card = {
  position: 'absolute',
  width: 150,
  p: 1,
  borderRadius: 1,
  color: 'common.white',
  fontFamily: 'monospace',
  fontSize: 12,
  boxShadow: 2,
} as const;

export default function PositionsDemo() {
  return (
    <Box
      sx={{ position: 'relative', height: 160, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ ...card, top: 16, left: 16, zIndex: 'drawer', bgcolor: 'primary.main' }}>
        zIndex: &apos;drawer&apos; (1200)
      </Box>
      <Box sx={{ ...card, top: 48, left: 96, zIndex: 'tooltip', bgcolor: 'secondary.main' }}>
        zIndex: &apos;tooltip&apos; (1500)
      </Box>
      <Box sx={{ ...card, top: 80, left: 40, zIndex: 'appBar', bgcolor: 'success.main' }}>
        zIndex: &apos;appBar&apos; (1100)
      </Box>
      <Box sx={{ ...card, bottom: 8, right: 8, bgcolor: 'grey.700' }}>bottom: 8, right: 8</Box>
    </Box>
  );
}
