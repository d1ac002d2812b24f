import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

export default function SpacingPreview() {
  const [unit, setUnit] = React.useState(8);
  const theme = React.useMemo(() => createTheme({ spacing: unit }), [unit]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ maxWidth: 360 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {`spacing: ${unit}`}
        </Typography>
        <Slider
          value={unit}
          min={2}
          max={12}
          step={1}
          marks
          onChange={(event, value) => setUnit(value as number)}
          aria-label="Spacing unit"
        />
      </Stack>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
          <Stack spacing={2}>
            <Typography variant="h6">Sign in</Typography>
            <TextField size="small" label="Email" />
            <Stack direction="row" spacing={1} justifyContent="flex-end">
              <Button>Cancel</Button>
              <Button variant="contained">Continue</Button>
            </Stack>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
