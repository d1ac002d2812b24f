import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  components: {
    MuiButton: {
      // Applied as if written on every <Button>.
      defaultProps: { disableElevation: true, variant: 'contained' },
      styleOverrides: {
        // Style slot "root"; ownerState holds the props of this instance.
        root: ({ ownerState, theme }) => ({
          borderRadius: 999,
          textTransform: 'none',
          ...(ownerState.size === 'small' && { padding: theme.spacing(0.25, 1.5) }),
        }),
      },
      // Extra styles for a combination of props.
      variants: [
        {
          props: { variant: 'outlined', color: 'secondary' },
          style: { borderStyle: 'dashed', borderWidth: 2, '&:hover': { borderWidth: 2 } },
        },
      ],
    },
    MuiChip: {
      styleOverrides: {
        label: { fontWeight: 600 },
      },
    },
    MuiTextField: {
      defaultProps: { size: 'small', variant: 'filled' },
    },
  },
});

export default function ThemeComponentsDemo() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={2} alignItems="flex-start">
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Button>Default props</Button>
          <Button size="small">Small</Button>
          <Button variant="outlined" color="secondary">
            Dashed variant
          </Button>
          <Button variant="text">Explicit text</Button>
          <Chip label="Bold label" color="primary" />
        </Stack>
        <TextField label="Filled by default" />
      </Stack>
    </ThemeProvider>
  );
}
