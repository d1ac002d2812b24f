import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const levels = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

export default function ShadowScale() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" sx={{ p: 2 }}>
      {levels.map((level) => (
        <Box
          key={level}
          sx={{
            width: 96,
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: level,
            fontFamily: 'monospace',
            fontSize: 12,
          }}
        >
          {`boxShadow: ${level}`}
        </Box>
      ))}
    </Stack>
  );
}
