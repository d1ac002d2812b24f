import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, Theme } from '@mui/material/styles';

const outerTheme = createTheme({ palette: { primary: { main: '#3949ab' } } });

export default function NestedThemeDemo() {
  return (
    <ThemeProvider theme={outerTheme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          <Button variant="contained">Outer theme</Button>
          {/* The function receives the outer theme and returns the inner one. */}
          <ThemeProvider
            theme={(theme: Theme) =>
              createTheme(theme, {
                palette: { primary: theme.palette.augmentColor({ color: { main: '#c2185b' } }) },
              })
            }
          >
            <Button variant="contained">Inner theme</Button>
            <Button variant="outlined">Inner outlined</Button>
          </ThemeProvider>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
