import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = ['Starter', 'Team', 'Enterprise'];

export default function HoverElevation() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ p: 1 }}>
      {plans.map((plan) => (
        <Box
          key={plan}
          tabIndex={0}
          sx={{
            width: 160,
            p: 2,
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: 1,
            cursor: 'pointer',
            transition: (theme) => theme.transitions.create('box-shadow'),
            '&:hover, &:focus-visible': { boxShadow: 8 },
          }}
        >
          <Typography variant="subtitle1">{plan}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Hover or focus me
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
