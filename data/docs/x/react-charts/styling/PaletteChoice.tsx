import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
} from '@mui/x-charts/colorPalettes';

const palettes = {
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  custom: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
};
type PaletteName = keyof typeof palettes;

export default function PaletteChoice() {
  const [name, setName] = React.useState<PaletteName>('blueberryTwilight');

  return (
    <Stack spacing={1} sx={{ height: 350 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={name}
        onChange={(event, value: PaletteName | null) => value && setName(value)}
      >
        {Object.keys(palettes).map((key) => (
          <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        colors={palettes[name]}
        xAxis={[{ scaleType: 'band', data: ['2021', '2022', '2023', '2024'] }]}
        series={[
          { data: [4, 6, 5, 8], label: 'A' },
          { data: [3, 5, 7, 6], label: 'B' },
          { data: [6, 4, 3, 5], label: 'C' },
          { data: [2, 3, 4, 7], label: 'D' },
          { data: [5, 7, 6, 4], label: 'E' },
        ]}
      />
    </Stack>
  );
}
