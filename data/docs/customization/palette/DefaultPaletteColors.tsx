import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

// Values read live from the default theme.
const { palette } = createTheme();
const intents = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const tones = ['light', 'main', 'dark'] as const;

export default function DefaultPaletteColors() {
  return (
    <Grid container spacing={2}>
      {intents.map((intent) => (
        <Grid item xs={12} sm={6} md={4} key={intent}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {intent}
          </Typography>
          {tones.map((tone) => (
            <Box
              key={tone}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                px: 1.5,
                py: tone === 'main' ? 1.5 : 0.75,
                bgcolor: palette[intent][tone],
                color: palette[intent].contrastText,
                fontFamily: 'monospace',
                fontSize: 12,
              }}
            >
              <span>{tone}</span>
              <span>{palette[intent][tone]}</span>
            </Box>
          ))}
        </Grid>
      ))}
    </Grid>
  );
}
