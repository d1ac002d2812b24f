import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

type PaletteMode = 'light' | 'dark';

export default function PaletteModeToggle() {
  const [mode, setMode] = React.useState<PaletteMode>('dark');
  const theme = React.useMemo(() => createTheme({ palette: { mode } }), [mode]);
  const { palette } = theme;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(event, value: PaletteMode | null) => value && setMode(value)}
        aria-label="Palette mode"
      >
        <ToggleButton value="light">light</ToggleButton>
        <ToggleButton value="dark">dark</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Paper sx={{ p: 2, bgcolor: 'background.default' }} variant="outlined">
          <Stack spacing={1.5} alignItems="flex-start">
            <Typography variant="h6">{`palette.mode: '${mode}'`}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
              {`primary.main ${palette.primary.main} · background.default ${palette.background.default} · text.primary ${palette.text.primary}`}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained">Contained</Button>
              <Button variant="outlined" color="secondary">
                Outlined
              </Button>
            </Stack>
            <Alert severity="info" sx={{ width: 1 }}>
              The same components, recolored by one option.
            </Alert>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
