import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const answers = (yes: number, no: number, none: number) => [
  { id: 'yes', value: yes, label: 'Yes', color: '#26a69a' },
  { id: 'no', value: no, label: 'No', color: '#ef5350' },
  { id: 'none', value: none, label: 'No opinion', color: '#9e9e9e' },
];

const shared = {
  outerRadius: 100,
  arcLabel: (item: { label?: string; value: number }) => `${item.label} ${item.value}%`,
  arcLabelMinAngle: 30,
};

export default function SideBySidePies() {
  return (
    <Stack sx={{ height: 290 }}>
      <Stack direction="row">
        {['2023 survey', '2024 survey'].map((title) => (
          <Typography key={title} variant="subtitle2" align="center" sx={{ flex: 1 }}>
            {title}
          </Typography>
        ))}
      </Stack>
      <PieChart
        height={260}
        margin={{ top: 10, right: 10, bottom: 10, left: 10 }}
        series={[
          { id: '2023', data: answers(48, 37, 15), cx: '25%', ...shared },
          { id: '2024', data: answers(61, 28, 11), cx: '75%', ...shared },
        ]}
        slotProps={{ legend: { hidden: true } }}
        sx={{ '& .MuiPieArcLabel-root': { fill: 'white', fontSize: 12, fontWeight: 600 } }}
      />
    </Stack>
  );
}
