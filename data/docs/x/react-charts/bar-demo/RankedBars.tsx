import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const raw = [
  { name: 'Search', visits: 4820 },
  { name: 'Direct', visits: 3150 },
  { name: 'Newsletter', visits: 1240 },
  { name: 'Social', visits: 2210 },
  { name: 'Partners', visits: 860 },
  { name: 'Ads', visits: 1730 },
];
// Sort once, outside render, so the largest value is on top.
const sorted = [...raw].sort((a, b) => a.visits - b.visits);

export default function RankedBars() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      margin={{ left: 100, right: 30 }}
      dataset={sorted}
      yAxis={[{ scaleType: 'band', dataKey: 'name' }]}
      series={[{ dataKey: 'visits', label: 'Visits', color: '#5c6bc0' }]}
      barLabel={(item) => (item.value === null ? null : `${(item.value / 1000).toFixed(1)}k`)}
      borderRadius={4}
      leftAxis={{ disableLine: true, disableTicks: true }}
      bottomAxis={null}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
