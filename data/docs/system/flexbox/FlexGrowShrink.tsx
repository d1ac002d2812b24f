import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const cell = { p: 1, bgcolor: 'action.selected', borderRadius: 1, fontSize: 13 } as const;

export default function FlexGrowShrink() {
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...cell, flexGrow: 1 }}>flexGrow: 1</Box>
        <Box sx={cell}>auto</Box>
        <Box sx={cell}>auto</Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...cell, flex: 2 }}>flex: 2</Box>
        <Box sx={{ ...cell, flex: 1 }}>flex: 1</Box>
        <Box sx={{ ...cell, flex: 1, order: -1 }}>flex: 1, order: -1</Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', height: 64 }}>
        <Box sx={cell}>start</Box>
        <Box sx={{ ...cell, alignSelf: 'flex-end' }}>alignSelf: flex-end</Box>
        <Box sx={{ ...cell, ml: 'auto' }}>ml: auto</Box>
      </Box>
    </Stack>
  );
}
