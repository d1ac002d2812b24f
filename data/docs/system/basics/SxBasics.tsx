import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function SxBasics() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          typography: 'h6',
        }}
      >
        42
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 'medium' }}>Open pull requests</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Stacked on small screens, side by side from the sm breakpoint (600 px) up.
        </Typography>
      </Box>
    </Box>
  );
}
