import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// From revenue to net profit (k€): each step starts where the previous one ended.
const steps = [
  { label: 'Revenue', change: 820 },
  { label: 'Cost of sales', change: -310 },
  { label: 'Salaries', change: -240 },
  { label: 'Rent', change: -60 },
  { label: 'Marketing', change: -45 },
  { label: 'Taxes', change: -40 },
];

let running = 0;
const bases: number[] = [];
const ups: (number | null)[] = [];
const downs: (number | null)[] = [];
steps.forEach(({ change }) => {
  const next = running + change;
  bases.push(Math.min(running, next));
  ups.push(change > 0 ? change : null);
  downs.push(change < 0 ? -change : null);
  running = next;
});
const categories = [...steps.map((step) => step.label), 'Net profit'];
bases.push(0);
ups.push(null);
downs.push(null);
const totals = [...steps.map(() => null), running];

export default function WaterfallBars() {
  return (
    <BarChart
      height={320}
      margin={{ bottom: 50 }}
      xAxis={[{ scaleType: 'band', data: categories, tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k€` }]}
      series={[
        { data: bases, stack: 'w', color: 'transparent' },
        { data: ups, stack: 'w', label: 'Income', color: '#2e7d32' },
        { data: downs, stack: 'w', label: 'Expense', color: '#c62828' },
        { data: totals, stack: 'w', label: 'Result', color: '#1565c0' },
      ]}
      tooltip={{ trigger: 'item' }}
    />
  );
}
