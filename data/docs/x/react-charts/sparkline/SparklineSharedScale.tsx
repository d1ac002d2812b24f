import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const warehouses = [
  { name: 'Rotterdam', stock: [182, 190, 176, 205, 214, 198, 221, 230] },
  { name: 'Antwerp', stock: [96, 101, 99, 104, 102, 108, 106, 111] },
  { name: 'Le Havre', stock: [31, 29, 35, 33, 30, 36, 38, 34] },
];

export default function SparklineSharedScale() {
  const [shared, setShared] = React.useState(true);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={shared} onChange={(event) => setShared(event.target.checked)} />}
        label="Same y range for every warehouse"
      />
      {warehouses.map((warehouse) => (
        <Stack key={warehouse.name} direction="row" alignItems="center" spacing={2}>
          <Typography variant="body2" sx={{ width: 90 }}>
            {warehouse.name}
          </Typography>
          <SparkLineChart
            data={warehouse.stock}
            plotType="bar"
            height={40}
            width={220}
            yAxis={shared ? { min: 0, max: 240 } : {}}
          />
        </Stack>
      ))}
    </Stack>
  );
}
