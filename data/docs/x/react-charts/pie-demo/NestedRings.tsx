import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const departments = [
  { id: 'eng', value: 58, label: 'Engineering', color: '#3949ab' },
  { id: 'ops', value: 25, label: 'Operations', color: '#00897b' },
  { id: 'mkt', value: 17, label: 'Marketing', color: '#f4511e' },
];
const teams = [
  { id: 'web', value: 24, label: 'Web', color: '#7986cb' },
  { id: 'mobile', value: 18, label: 'Mobile', color: '#9fa8da' },
  { id: 'platform', value: 16, label: 'Platform', color: '#c5cae9' },
  { id: 'support', value: 15, label: 'Support', color: '#4db6ac' },
  { id: 'logistics', value: 10, label: 'Logistics', color: '#80cbc4' },
  { id: 'brand', value: 9, label: 'Brand', color: '#ff8a65' },
  { id: 'growth', value: 8, label: 'Growth', color: '#ffab91' },
];

export default function NestedRings() {
  return (
    <PieChart
      height={300}
      series={[
        {
          id: 'departments',
          data: departments,
          outerRadius: 80,
          arcLabel: 'label',
          arcLabelMinAngle: 40,
        },
        { id: 'teams', data: teams, innerRadius: 90, outerRadius: 130, paddingAngle: 1 },
      ]}
      slotProps={{ legend: { hidden: true } }}
      sx={{ '& .MuiPieArcLabel-root': { fill: 'white', fontSize: 12 } }}
    />
  );
}
