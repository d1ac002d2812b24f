import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const examples = [
  { label: 'p: 2', sx: { p: 2 } },
  { label: 'px: 3, py: 1', sx: { px: 3, py: 1 } },
  { label: 'pt: 4', sx: { pt: 4 } },
  { label: 'pl: 5', sx: { pl: 5 } },
];

export default function SpacingDirections() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      {examples.map((example) => (
        // The outer box shows the padding; the inner box is the content area.
        <Box key={example.label} sx={{ ...example.sx, bgcolor: 'warning.light', borderRadius: 1 }}>
          <Box
            sx={{
              px: 1,
              py: 0.5,
              bgcolor: 'background.paper',
              fontFamily: 'monospace',
              fontSize: 13,
            }}
          >
            {example.label}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
