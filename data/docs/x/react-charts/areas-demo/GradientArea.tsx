import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, i) => i + 1);
const uptime = [
  99.9, 99.8, 99.95, 98.7, 97.2, 99.1, 99.9, 99.99, 99.6, 96.8, 99.2, 99.7, 99.9, 99.95,
];

const yAxis = {
  min: 96,
  max: 100,
  colorMap: {
    type: 'continuous' as const,
    min: 96,
    max: 100,
    color: ['#e53935', '#43a047'] as [string, string],
  },
};

export default function GradientArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: days, label: 'Day', tickMinStep: 1 }]}
      yAxis={[yAxis]}
      series={[{ data: uptime, area: true, label: 'Uptime (%)', valueFormatter: (v) => `${v}%` }]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
