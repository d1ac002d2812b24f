import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Visits by browser version; versions under 4 % are grouped in one "Other" slice.
const versions = [
  { label: 'Chrome 127', value: 31.4 },
  { label: 'Safari 17', value: 17.9 },
  { label: 'Chrome 126', value: 12.2 },
  { label: 'Edge 127', value: 7.8 },
  { label: 'Firefox 129', value: 5.1 },
  { label: 'Samsung Internet 25', value: 3.2 },
  { label: 'Safari 16', value: 2.6 },
  { label: 'Opera 112', value: 1.9 },
  { label: 'Firefox 128', value: 1.4 },
];

const main = versions.filter((entry) => entry.value >= 4);
const otherTotal = versions
  .filter((entry) => entry.value < 4)
  .reduce((sum, entry) => sum + entry.value, 0);
const rest = 100 - versions.reduce((sum, entry) => sum + entry.value, 0);
const data = [
  ...main.map((entry) => ({ id: entry.label, ...entry })),
  { id: 'other', label: 'Other', value: Number((otherTotal + rest).toFixed(1)), color: '#b0bec5' },
];

export default function SortedWithOther() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data,
          sortingValues: 'desc',
          innerRadius: 40,
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value} % of visits`,
        },
      ]}
      sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 12 } }}
    />
  );
}
