import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';

const swatches = [
  { bgcolor: 'primary.main', color: 'primary.contrastText' },
  { bgcolor: 'primary.light', color: 'primary.contrastText' },
  { bgcolor: 'primary.dark', color: 'primary.contrastText' },
  { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { bgcolor: 'error.main', color: 'error.contrastText' },
  { bgcolor: 'warning.main', color: 'warning.contrastText' },
  { bgcolor: 'info.main', color: 'info.contrastText' },
  { bgcolor: 'success.main', color: 'success.contrastText' },
  { bgcolor: 'grey.300', color: 'text.primary' },
  { bgcolor: 'text.secondary', color: 'background.paper' },
  { bgcolor: 'action.selected', color: 'text.primary' },
  { bgcolor: 'background.default', color: 'text.primary' },
];

export default function PaletteKeys() {
  return (
    <Grid container spacing={1}>
      {swatches.map((swatch) => (
        <Grid item xs={6} sm={4} md={3} key={swatch.bgcolor}>
          <Box
            sx={{
              ...swatch,
              p: 1.5,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              fontFamily: 'monospace',
              fontSize: 12,
            }}
          >
            {swatch.bgcolor}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
