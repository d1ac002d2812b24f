import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';

type Highlight = 'none' | 'line';

const minutes = [0, 5, 10, 15, 20, 25, 30, 35, 40];
const heartRate = [72, 118, 141, 152, 149, 158, 163, 131, 96];

export default function TooltipAxisHighlight() {
  const [x, setX] = React.useState<Highlight>('line');
  const [y, setY] = React.useState<Highlight>('line');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        {(
          [
            ['x', x, setX],
            ['y', y, setY],
          ] as const
        ).map(([name, value, setValue]) => (
          <TextField
            key={name}
            select
            size="small"
            label={`axisHighlight.${name}`}
            value={value}
            onChange={(event) => setValue(event.target.value as Highlight)}
            sx={{ width: 160 }}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="line">line</MenuItem>
          </TextField>
        ))}
      </Stack>
      <LineChart
        height={280}
        axisHighlight={{ x, y }}
        xAxis={[{ data: minutes, valueFormatter: (minute: number) => `${minute} min` }]}
        series={[{ data: heartRate, label: 'Heart rate (bpm)', showMark: false }]}
      />
    </Stack>
  );
}
