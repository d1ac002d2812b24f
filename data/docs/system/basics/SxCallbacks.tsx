import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';

const levels = ['info', 'success', 'warning', 'error'] as const;

export default function SxCallbacks() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {levels.map((level) => (
        <Box
          key={level}
          sx={(theme) => ({
            px: 2,
            py: 1,
            borderRadius: 1,
            color: theme.palette[level].dark,
            bgcolor: alpha(theme.palette[level].main, 0.12),
            border: `1px solid ${alpha(theme.palette[level].main, 0.4)}`,
            transition: theme.transitions.create('background-color'),
            '&:hover': { bgcolor: alpha(theme.palette[level].main, 0.24) },
          })}
        >
          {level}
        </Box>
      ))}
    </Stack>
  );
}
