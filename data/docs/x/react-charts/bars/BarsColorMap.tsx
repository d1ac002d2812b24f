import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const balance = [1200, 800, -300, 450, -900, 1500, 2100, -150, 600, -700, 900, 1800];

export default function BarsColorMap() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          // Bars below zero in red, the others in green.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32'] },
          valueFormatter: (value: number) => `${value} €`,
        },
      ]}
      series={[{ data: balance, label: 'Monthly cash flow' }]}
      grid={{ horizontal: true }}
      margin={{ left: 70 }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
