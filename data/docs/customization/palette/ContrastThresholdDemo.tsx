import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, getContrastRatio, ThemeProvider } from '@mui/material/styles';

const main = '#1e88e5';
const thresholds = [3, 4.5];

export default function ContrastThresholdDemo() {
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {`Contrast of ${main} against white: ${getContrastRatio(main, '#fff').toFixed(2)}:1`}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {thresholds.map((contrastThreshold) => {
          const theme = createTheme({ palette: { primary: { main }, contrastThreshold } });
          return (
            <ThemeProvider key={contrastThreshold} theme={theme}>
              <Stack spacing={0.5} alignItems="flex-start">
                <Button variant="contained">{`contrastThreshold: ${contrastThreshold}`}</Button>
                <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                  {`contrastText: ${theme.palette.primary.contrastText}`}
                </Typography>
              </Stack>
            </ThemeProvider>
          );
        })}
      </Stack>
    </Stack>
  );
}
