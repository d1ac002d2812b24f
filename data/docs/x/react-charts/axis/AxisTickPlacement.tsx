import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'];

export default function AxisTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          sx={{ minWidth: 160 }}
        >
          {['start', 'end', 'middle', 'extremities'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)}
          sx={{ minWidth: 160 }}
        >
          {['middle', 'tick'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: quarters, tickPlacement, tickLabelPlacement }]}
        series={[{ data: [1.8, 2.4, 2.1, 3.2], label: 'Net sales (M€)' }]}
      />
    </Stack>
  );
}
