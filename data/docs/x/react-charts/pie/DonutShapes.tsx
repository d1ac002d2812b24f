import * as React from 'react';
import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';

const data = [
  { id: 'rent', value: 1200, label: 'Rent' },
  { id: 'food', value: 450, label: 'Food' },
  { id: 'transport', value: 180, label: 'Transport' },
  { id: 'leisure', value: 260, label: 'Leisure' },
];

export default function DonutShapes() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <PieChart
        height={240}
        series={[{ data, innerRadius: 50, outerRadius: 100, paddingAngle: 3, cornerRadius: 6 }]}
        slotProps={{ legend: { hidden: true } }}
      />
      <PieChart
        height={240}
        series={[
          {
            data,
            innerRadius: 60,
            outerRadius: 110,
            startAngle: -90,
            endAngle: 90,
            cy: '75%',
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Stack>
  );
}
