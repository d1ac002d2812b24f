import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';

// A dedicated cache: styles inside it are flipped by stylis-plugin-rtl.
const rtlCache = createCache({
  key: 'demo-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

function Form() {
  return (
    <Stack spacing={2}>
      <TextField
        label="الاسم"
        defaultValue="مرحبا"
        size="small"
        InputProps={{
          startAdornment: <InputAdornment position="start">@</InputAdornment>,
        }}
      />
      <Slider defaultValue={30} aria-label="Volume" />
      <Box>
        <Button variant="contained" endIcon={<SendIcon />}>
          إرسال
        </Button>
      </Box>
    </Stack>
  );
}

export default function RtlIsland() {
  // Keep the surrounding theme (colors, dark mode) and only flip the direction.
  const outerTheme = useTheme();
  const rtlTheme = React.useMemo(() => createTheme(outerTheme, { direction: 'rtl' }), [outerTheme]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ p: 2 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="overline">Left-to-right</Typography>
        <Form />
      </Box>
      <CacheProvider value={rtlCache}>
        <ThemeProvider theme={rtlTheme}>
          <Box dir="rtl" sx={{ flex: 1 }}>
            <Typography variant="overline">Right-to-left</Typography>
            <Form />
          </Box>
        </ThemeProvider>
      </CacheProvider>
    </Stack>
  );
}
