import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

type AnchorY = 'top' | 'middle' | 'bottom';
type AnchorX = 'left' | 'middle' | 'right';

const series = [
  { data: [14, 18, 11, 20], label: 'Design' },
  { data: [22, 25, 27, 24], label: 'Engineering' },
  { data: [9, 12, 10, 13], label: 'Support' },
];

export default function LegendPlacement() {
  const [vertical, setVertical] = React.useState<AnchorY>('top');
  const [horizontal, setHorizontal] = React.useState<AnchorX>('middle');
  const [direction, setDirection] = React.useState<'row' | 'column'>('row');

  return (
    <Stack spacing={1} sx={{ height: 400 }}>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label="vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as AnchorY)}
        >
          {['top', 'middle', 'bottom'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as AnchorX)}
        >
          {['left', 'middle', 'right'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as 'row' | 'column')}
        >
          {['row', 'column'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={340}
        xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        series={series}
        margin={{ top: 90, bottom: 90, left: 110, right: 110 }}
        slotProps={{
          legend: { position: { vertical, horizontal }, direction },
        }}
      />
    </Stack>
  );
}
