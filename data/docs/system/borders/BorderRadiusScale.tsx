import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// This site uses a larger radius; the default theme's shape.borderRadius is 4.
const defaultTheme = createTheme();
const radii: Array<number | string> = [0, 1, 2, 4, '50%'];

export default function BorderRadiusScale() {
  return (
    <ThemeProvider theme={defaultTheme}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {radii.map((radius) => (
          <Stack key={String(radius)} spacing={1} alignItems="center">
            <Box
              sx={{
                width: 72,
                height: 72,
                border: 2,
                borderColor: 'primary.main',
                borderRadius: radius,
              }}
            />
            <Box sx={{ fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' }}>
              {typeof radius === 'number'
                ? `${radius} → ${radius * Number(defaultTheme.shape.borderRadius)}px`
                : `'${radius}'`}
            </Box>
          </Stack>
        ))}
      </Stack>
    </ThemeProvider>
  );
}
