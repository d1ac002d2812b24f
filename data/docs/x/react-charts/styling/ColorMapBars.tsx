import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const balance = [12, 8, -4, 6, -9, -2, 14, 18, 5, -6, 9, 20];

const yAxis = {
  colorMap: {
    type: 'piecewise' as const,
    thresholds: [0],
    colors: ['#d32f2f', '#2e7d32'],
  },
};

export default function ColorMapBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[yAxis]}
      series={[{ data: balance, label: 'Monthly balance (k$)' }]}
      grid={{ horizontal: true }}
    />
  );
}
