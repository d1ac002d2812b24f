import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const base = {
  width: 120,
  height: 64,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'action.hover',
  fontFamily: 'monospace',
  fontSize: 12,
  borderColor: 'primary.main',
} as const;

const examples = [
  { label: 'border: 1', sx: { border: 1 } },
  { label: 'borderTop: 3', sx: { borderTop: 3 } },
  { label: 'borderLeft: 4', sx: { borderLeft: 4, borderColor: 'error.main' } },
  { label: 'borderBottom: 2', sx: { borderBottom: 2, borderColor: 'divider' } },
  { label: "'1px dashed grey'", sx: { border: '1px dashed grey' } },
  { label: 'outline: 2', sx: { outline: 2, outlineColor: 'secondary.main', outlineOffset: 2 } },
];

export default function BorderSides() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      {examples.map((example) => (
        <Box key={example.label} sx={{ ...base, ...example.sx }}>
          {example.label}
        </Box>
      ))}
    </Stack>
  );
}
