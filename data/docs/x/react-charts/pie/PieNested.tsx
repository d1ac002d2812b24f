import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const continents = [
  { id: 'europe', value: 54, label: 'Europe', color: '#1565c0' },
  { id: 'americas', value: 31, label: 'Americas', color: '#2e7d32' },
  { id: 'asia', value: 15, label: 'Asia', color: '#ef6c00' },
];

const countries = [
  { id: 'fr', value: 22, label: 'France', color: '#1e88e5' },
  { id: 'de', value: 18, label: 'Germany', color: '#42a5f5' },
  { id: 'es', value: 14, label: 'Spain', color: '#90caf9' },
  { id: 'us', value: 24, label: 'United States', color: '#43a047' },
  { id: 'br', value: 7, label: 'Brazil', color: '#a5d6a7' },
  { id: 'jp', value: 9, label: 'Japan', color: '#fb8c00' },
  { id: 'in', value: 6, label: 'India', color: '#ffcc80' },
];

export default function PieNested() {
  return (
    <PieChart
      height={320}
      series={[
        {
          id: 'continents',
          data: continents,
          outerRadius: 80,
          arcLabel: 'label',
          arcLabelMinAngle: 40,
        },
        { id: 'countries', data: countries, innerRadius: 90, outerRadius: 130 },
      ]}
      slotProps={{ legend: { hidden: true } }}
      sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 12 } }}
    />
  );
}
