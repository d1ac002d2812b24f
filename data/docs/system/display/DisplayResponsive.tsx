import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const chip = {
  px: 1.5,
  py: 0.75,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  fontFamily: 'monospace',
  fontSize: 13,
} as const;

export default function DisplayResponsive() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Box sx={{ ...chip, display: { xs: 'block', sm: 'none' } }}>only below sm (600px)</Box>
      <Box sx={{ ...chip, display: { xs: 'none', sm: 'block', md: 'none' } }}>
        only sm (600-899px)
      </Box>
      <Box sx={{ ...chip, display: { xs: 'none', md: 'block' } }}>md (900px) and up</Box>
      <Box sx={{ ...chip, displayPrint: 'none' }}>hidden when printed</Box>
    </Stack>
  );
}
