import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { createTheme } from '@mui/material/styles';

// Defaults of createTheme(): the values maxWidth: 'sm' etc. resolve to.
const { values } = createTheme().breakpoints;
// 'xs' is 0, which maxWidth treats as "not a breakpoint", so it is left out.
const keys = ['sm', 'md', 'lg', 'xl'] as const;

export default function MaxWidthBreakpoints() {
  const largest = values.xl;
  return (
    <Stack spacing={1}>
      {keys.map((key) => (
        <Stack key={key} direction="row" spacing={2} alignItems="center">
          <Box sx={{ width: 150, flexShrink: 0, fontFamily: 'monospace', fontSize: 13 }}>
            {`maxWidth: '${key}'`}
          </Box>
          <Box sx={{ width: 70, flexShrink: 0, fontSize: 13, color: 'text.secondary' }}>
            {`${values[key]}px`}
          </Box>
          <Box
            sx={{
              height: 12,
              minWidth: 2,
              width: values[key] / largest,
              bgcolor: 'secondary.main',
              borderRadius: 0.5,
            }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
