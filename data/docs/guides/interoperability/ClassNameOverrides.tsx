import * as React from 'react';
import { styled } from '@mui/material/styles';
import Slider, { sliderClasses } from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// 1. styled(): target inner elements through the exported class names.
const ThickSlider = styled(Slider)(({ theme }) => ({
  height: 8,
  [`& .${sliderClasses.thumb}`]: {
    width: 22,
    height: 22,
    borderRadius: 4,
    backgroundColor: theme.palette.background.paper,
    border: `2px solid ${theme.palette.secondary.main}`,
  },
  [`& .${sliderClasses.track}`]: {
    backgroundColor: theme.palette.secondary.main,
    borderColor: theme.palette.secondary.main,
  },
}));

export default function ClassNameOverrides() {
  return (
    <Stack spacing={3} sx={{ p: 3, maxWidth: 420 }}>
      <div>
        <Typography variant="caption">Default</Typography>
        <Slider defaultValue={40} aria-label="Default slider" />
      </div>
      <div>
        <Typography variant="caption">styled() with sliderClasses</Typography>
        <ThickSlider defaultValue={55} aria-label="Styled slider" />
      </div>
      <div>
        <Typography variant="caption">sx with global class names</Typography>
        {/* 2. sx: the same kind of nested selectors, local to one instance */}
        <Slider
          defaultValue={70}
          aria-label="Slider styled with sx"
          sx={{
            color: 'success.main',
            '& .MuiSlider-thumb': { boxShadow: 'none', width: 14, height: 14 },
            '& .MuiSlider-rail': { opacity: 0.15 },
            '& .MuiSlider-thumb:hover': { boxShadow: '0 0 0 6px rgba(46, 125, 50, 0.16)' },
          }}
        />
      </div>
    </Stack>
  );
}
