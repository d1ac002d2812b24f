import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

// 90 days of a deterministic signal: a trend, a weekly cycle and a fixed wobble.
const days = Array.from({ length: 90 }, (_, i) => i + 1);
const load = days.map(
  (d) =>
    Math.round((50 + d * 0.3 + 12 * Math.sin((d * 2 * Math.PI) / 7) + 5 * Math.cos(d)) * 10) / 10,
);
const fullRange: number[] = [1, 90];

export default function ZoomWithSlider() {
  const [range, setRange] = React.useState<number[]>([31, 60]);

  // Move the window by half its width, staying inside the data.
  const pan = (direction: 1 | -1) => {
    const width = range[1] - range[0];
    const shift = Math.round(width / 2) * direction;
    const start = Math.min(Math.max(range[0] + shift, 1), 90 - width);
    setRange([start, start + width]);
  };

  return (
    <Stack sx={{ height: 400 }}>
      <LineChart
        height={300}
        xAxis={[{ data: days, min: range[0], max: range[1], label: 'Day' }]}
        series={[{ data: load, label: 'Server load (%)', showMark: false }]}
        slotProps={{ legend: { hidden: true } }}
      />
      <Box sx={{ px: 6 }}>
        <Slider
          value={range}
          min={1}
          max={90}
          onChange={(event, value) => setRange(value as number[])}
          valueLabelDisplay="auto"
          disableSwap
          getAriaLabel={(index) => (index === 0 ? 'First day shown' : 'Last day shown')}
        />
      </Box>
      <Stack direction="row" spacing={1} justifyContent="center">
        <Button size="small" onClick={() => pan(-1)}>
          Pan left
        </Button>
        <Button size="small" onClick={() => setRange(fullRange)}>
          Reset zoom
        </Button>
        <Button size="small" onClick={() => pan(1)}>
          Pan right
        </Button>
      </Stack>
    </Stack>
  );
}
