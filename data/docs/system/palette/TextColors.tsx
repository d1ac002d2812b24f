import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const colors = [
  'text.primary',
  'text.secondary',
  'text.disabled',
  'primary.main',
  'error.main',
  'success.dark',
];

export default function TextColors() {
  return (
    <Stack spacing={0.5}>
      {colors.map((color) => (
        <Typography key={color} sx={{ color }}>
          {`color: '${color}'`}
        </Typography>
      ))}
      <Typography
        sx={{ color: '#6d4c41' }}
      >{`color: '#6d4c41' (not in the theme, used as-is)`}</Typography>
    </Stack>
  );
}
