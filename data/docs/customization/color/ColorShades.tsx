import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { blue, deepOrange, green, indigo, pink, teal } from '@mui/material/colors';
import { getContrastRatio } from '@mui/material/styles';

const hues = { indigo, blue, teal, green, deepOrange, pink };
const shades = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  'A100',
  'A200',
  'A400',
  'A700',
] as const;

// White text where it reaches a 4.5:1 ratio, dark text otherwise.
function textOn(background: string) {
  return getContrastRatio(background, '#fff') >= 4.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
}

export default function ColorShades() {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ minWidth: 720 }}>
        {Object.entries(hues).map(([name, hue]) => (
          <Box key={name} sx={{ flex: 1 }}>
            <Typography variant="caption" sx={{ fontFamily: 'monospace', fontWeight: 'bold' }}>
              {name}
            </Typography>
            {shades.map((shade) => (
              <Box
                key={shade}
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  px: 1,
                  py: 0.25,
                  mt: shade === 'A100' ? 1 : 0,
                  bgcolor: hue[shade],
                  color: textOn(hue[shade]),
                  fontSize: 11,
                  fontFamily: 'monospace',
                }}
              >
                <span>{shade}</span>
                <span>{hue[shade]}</span>
              </Box>
            ))}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
