import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const spent = [
  { id: 'salaries', value: 52000, label: 'Salaries' },
  { id: 'tools', value: 9000, label: 'Tools' },
  { id: 'travel', value: 6000, label: 'Travel' },
  { id: 'left', value: 33000, label: 'Remaining', color: '#e0e0e0' },
];

export default function HalfDonutBudget() {
  return (
    <PieChart
      height={240}
      series={[
        {
          data: spent,
          startAngle: -90,
          endAngle: 90,
          innerRadius: 70,
          outerRadius: 120,
          cy: '85%',
          valueFormatter: (item) => `$${item.value.toLocaleString('en-US')}`,
        },
      ]}
    />
  );
}
