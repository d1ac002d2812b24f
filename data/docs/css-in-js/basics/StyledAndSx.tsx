import * as React from 'react';
import { alpha, styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

// 1. styled() on an HTML tag: a reusable component with theme-aware styles.
const Panel = styled('section')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '&:hover': {
    borderColor: theme.palette.primary.main,
  },
}));

// 2. styled() on a Material UI component, with a custom prop.
interface PillButtonProps {
  tone?: 'calm' | 'loud';
}

const PillButton = styled(Button, {
  shouldForwardProp: (prop) => prop !== 'tone',
})<PillButtonProps>(({ theme, tone = 'calm' }) => ({
  borderRadius: 999,
  textTransform: 'none',
  paddingInline: theme.spacing(2.5),
  ...(tone === 'loud' && {
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
    '&:hover': { backgroundColor: theme.palette.secondary.dark },
  }),
}));

export default function StyledAndSx() {
  const [count, setCount] = React.useState(0);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Panel>
        <Stack direction="row" spacing={2} alignItems="center">
          <PillButton variant="outlined" onClick={() => setCount((c) => c + 1)}>
            Calm pill
          </PillButton>
          <PillButton tone="loud" variant="contained" onClick={() => setCount((c) => c + 1)}>
            Loud pill
          </PillButton>
          {/* 3. sx: one-off styles with theme shorthands */}
          <Box
            sx={{
              px: 1.5,
              py: 0.5,
              borderRadius: 1,
              typography: 'body2',
              fontWeight: 'fontWeightMedium',
              color: 'primary.main',
              bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
            }}
          >
            {count} clicks
          </Box>
        </Stack>
      </Panel>
    </Stack>
  );
}
