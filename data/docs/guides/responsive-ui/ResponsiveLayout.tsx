import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const cards = ['Orders', 'Revenue', 'Returns', 'Visitors'];

export default function ResponsiveLayout() {
  const theme = useTheme();
  // JavaScript media query: returns false on the server, then updates.
  const isWide = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Box sx={{ p: 2 }}>
      <Typography
        sx={{
          // CSS media queries generated from the breakpoint keys
          fontSize: { xs: 16, sm: 20, md: 24 },
          color: { xs: 'text.secondary', md: 'primary.main' },
          mb: 1,
        }}
      >
        Resize the window: this heading changes size and color.
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        useMediaQuery says the viewport is {isWide ? 'at least md (900px)' : 'below md'}.
      </Typography>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid item key={card} xs={12} sm={6} md={3}>
            <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
              <Typography variant="subtitle2">{card}</Typography>
              <Typography variant="caption" sx={{ display: { xs: 'none', sm: 'block' } }}>
                hidden on xs
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
