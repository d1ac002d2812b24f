import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const brandTheme = createTheme({
  palette: {
    primary: { main: '#00695c' },
    secondary: { main: '#f4511e' },
  },
  shape: { borderRadius: 10 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
});

function Sample({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Button variant="contained">Save</Button>
        <Button variant="outlined" color="secondary">
          Share
        </Button>
        <Chip label="Beta" color="primary" size="small" />
        <Switch defaultChecked inputProps={{ 'aria-label': `${title} switch` }} />
      </Stack>
    </Paper>
  );
}

export default function CustomThemeDemo() {
  return (
    <ThemeProvider theme={createTheme()}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Sample title="createTheme()" />
        <ThemeProvider theme={brandTheme}>
          <Sample title="Brand theme" />
        </ThemeProvider>
      </Stack>
    </ThemeProvider>
  );
}
