import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';

const curves = [
  'linear',
  'monotoneX',
  'monotoneY',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
] as const;
type Curve = (typeof curves)[number];

const hours = [0, 3, 6, 9, 12, 15, 18, 21, 24];
const load = [32, 28, 30, 55, 61, 58, 72, 64, 35];

export default function LinesCurveSelector() {
  const [curve, setCurve] = React.useState<Curve>('natural');
  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as Curve)}
        sx={{ width: 180 }}
      >
        {curves.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={280}
        xAxis={[{ data: hours, tickInterval: hours, valueFormatter: (hour: number) => `${hour}h` }]}
        series={[{ data: load, label: 'Grid load (GW)', curve }]}
      />
    </Stack>
  );
}
