import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const text =
  'Quarterly report: revenue grew in every region, led by the northern sales team and new subscriptions.';

export default function TextOverflow() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <Box
        sx={{
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          p: 1,
          border: 1,
          borderColor: 'divider',
        }}
      >
        {text}
      </Box>
      <Box sx={{ whiteSpace: 'nowrap', overflow: 'auto', p: 1, border: 1, borderColor: 'divider' }}>
        {text}
      </Box>
      <Box sx={{ visibility: 'hidden', p: 1, border: 1 }}>Invisible but still takes space</Box>
    </Stack>
  );
}
