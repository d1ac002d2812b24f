import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function TypographyKeys() {
  return (
    <Stack spacing={1}>
      <Box sx={{ typography: 'h5' }}>typography: &apos;h5&apos;</Box>
      <Box sx={{ typography: 'subtitle2', color: 'text.secondary' }}>
        typography: &apos;subtitle2&apos;
      </Box>
      <Box sx={{ typography: 'overline' }}>typography: &apos;overline&apos;</Box>
      <Box sx={{ fontWeight: 'light' }}>fontWeight: &apos;light&apos; (300)</Box>
      <Box sx={{ fontWeight: 'medium' }}>fontWeight: &apos;medium&apos; (500)</Box>
      <Box sx={{ fontWeight: 'bold' }}>fontWeight: &apos;bold&apos; (700)</Box>
      <Box sx={{ fontStyle: 'italic', letterSpacing: 2 }}>
        fontStyle: &apos;italic&apos;, letterSpacing: 2
      </Box>
      <Box sx={{ textTransform: 'uppercase', fontSize: 12, lineHeight: 2 }}>
        textTransform: &apos;uppercase&apos;, fontSize: 12, lineHeight: 2
      </Box>
      <Box sx={{ textAlign: { xs: 'left', sm: 'right' }, fontFamily: 'monospace' }}>
        textAlign: left below 600px, right from 600px
      </Box>
    </Stack>
  );
}
