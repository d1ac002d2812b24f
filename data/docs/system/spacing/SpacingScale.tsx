import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

// The default theme, not the docs site's theme: these are the values your app gets.
const defaultTheme = createTheme();
const steps = [0, 0.5, 1, 2, 3, 4, 5, 6, 8];

export default function SpacingScale() {
  return (
    <Stack spacing={1}>
      {steps.map((step) => {
        const value = defaultTheme.spacing(step);
        return (
          <Stack key={step} direction="row" spacing={2} alignItems="center">
            <Typography variant="body2" sx={{ width: 96, fontFamily: 'monospace' }}>
              {`p: ${step}`}
            </Typography>
            <Typography variant="body2" sx={{ width: 56, color: 'text.secondary' }}>
              {value}
            </Typography>
            <Box sx={{ width: value, height: 16, bgcolor: 'primary.main', borderRadius: 0.5 }} />
          </Stack>
        );
      })}
    </Stack>
  );
}
