import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'error', 'info', 'warning'] as const;
const sizes = ['small', 'medium', 'large'] as const;

export default function ButtonColorsAndSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {colors.map((color) => (
          <Button key={color} variant="contained" color={color}>
            {color}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        {sizes.map((size) => (
          <Button key={size} variant="outlined" size={size}>
            {size}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
