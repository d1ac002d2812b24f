import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as colors from '@mui/material/colors';
import { createTheme, ThemeProvider } from '@mui/material/styles';

type HueName = Exclude<keyof typeof colors, 'common'>;
const hueNames = (Object.keys(colors) as Array<keyof typeof colors>).filter(
  (name): name is HueName => name !== 'common',
);
const shades = [300, 400, 500, 600, 700, 800, 900] as const;

export default function ColorPickerTheme() {
  const [hue, setHue] = React.useState<HueName>('teal');
  const [shadeIndex, setShadeIndex] = React.useState(4);
  const shade = shades[shadeIndex];
  const main = colors[hue][shade];
  const theme = React.useMemo(() => createTheme({ palette: { primary: { main } } }), [main]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'center' }}>
        <TextField
          select
          size="small"
          label="Hue"
          value={hue}
          onChange={(event) => setHue(event.target.value as HueName)}
          sx={{ minWidth: 160 }}
        >
          {hueNames.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ width: 240 }}>
          <Typography variant="caption">{`Shade ${shade}`}</Typography>
          <Slider
            value={shadeIndex}
            min={0}
            max={shades.length - 1}
            step={1}
            marks
            onChange={(event, value) => setShadeIndex(value as number)}
            aria-label="Shade"
          />
        </Stack>
      </Stack>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <Button variant="contained">Contained</Button>
            <Button variant="outlined">Outlined</Button>
            <Chip color="primary" label="Chip" />
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {`main ${theme.palette.primary.main} · light ${theme.palette.primary.light} · dark ${theme.palette.primary.dark} · text ${theme.palette.primary.contrastText}`}
            </Typography>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
