import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export default function MediaQueryDemo() {
  const theme = useTheme();
  const upSm = useMediaQuery(theme.breakpoints.up('sm'));
  const upMd = useMediaQuery(theme.breakpoints.up('md'));
  const onlyLg = useMediaQuery(theme.breakpoints.only('lg'));

  const rows = [
    { query: "up('sm')", match: upSm },
    { query: "up('md')", match: upMd },
    { query: "only('lg')", match: onlyLg },
  ];

  return (
    <Stack spacing={1}>
      {rows.map((row) => (
        <Stack key={row.query} direction="row" spacing={2} alignItems="center">
          <Typography sx={{ width: 120, fontFamily: 'monospace' }}>{row.query}</Typography>
          <Box
            sx={{
              px: 1,
              borderRadius: 1,
              bgcolor: row.match ? 'success.main' : 'action.disabledBackground',
              color: row.match ? 'success.contrastText' : 'text.secondary',
            }}
          >
            {row.match ? 'matches' : 'no match'}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
