import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes, ThemeProvider } from '@mui/material/styles';

const theme = responsiveFontSizes(
  createTheme({
    typography: {
      fontFamily: ['Georgia', '"Times New Roman"', 'serif'].join(','),
      fontSize: 15,
      h3: { fontWeight: 700 },
      button: { textTransform: 'none', fontFamily: 'system-ui, sans-serif' },
      overline: { letterSpacing: '0.2em', fontWeight: 700 },
    },
  }),
);

export default function CustomTypographyDemo() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={1} alignItems="flex-start">
          <Typography variant="overline">Field notes</Typography>
          <Typography variant="h3">A heading that scales</Typography>
          <Typography>
            Serif body text at a 15 px base size. Resize the window: the h3 above shrinks at the
            smaller breakpoints because the theme went through responsiveFontSizes.
          </Typography>
          <Button variant="contained">Read the story</Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
