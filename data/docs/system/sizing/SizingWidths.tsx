import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const widths: Array<{ label: string; width: number | string }> = [
  { label: 'width: 1/4', width: 1 / 4 },
  { label: 'width: 1/2', width: 1 / 2 },
  { label: 'width: 0.75', width: 0.75 },
  { label: 'width: 1', width: 1 },
  { label: 'width: 300', width: 300 },
  { label: "width: 'auto'", width: 'auto' },
];

export default function SizingWidths() {
  return (
    <Stack spacing={1} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {widths.map((item) => (
        <Box
          key={item.label}
          sx={{
            width: item.width,
            p: 0.75,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontFamily: 'monospace',
            fontSize: 12,
            whiteSpace: 'nowrap',
          }}
        >
          {item.label}
        </Box>
      ))}
    </Stack>
  );
}
