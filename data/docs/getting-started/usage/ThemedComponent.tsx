import * as React from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const theme = createTheme({
  palette: {
    primary: { main: '#00695f' },
    secondary: { main: '#b23c17' },
  },
  shape: { borderRadius: 12 },
});

export default function ThemedComponent() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Button variant="contained">Primary</Button>
          <Button variant="contained" color="secondary">
            Secondary
          </Button>
          <Chip label="Themed chip" color="primary" variant="outlined" />
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
