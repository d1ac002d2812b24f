import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24'];
const percent = (value: number) => `${Math.round(value * 100)} %`;

export default function LinesPercentArea() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: quarters, scaleType: 'point' }]}
      yAxis={[{ min: 0, max: 1, valueFormatter: percent }]}
      series={[
        {
          data: [5200, 5600, 6100, 6900, 7400, 8100],
          label: 'Card',
          area: true,
          stack: 'payments',
          stackOffset: 'expand',
          showMark: false,
        },
        {
          data: [2100, 2300, 2800, 3400, 3900, 4600],
          label: 'Wallet',
          area: true,
          stack: 'payments',
          stackOffset: 'expand',
          showMark: false,
        },
        {
          data: [3100, 2900, 2600, 2400, 2100, 1900],
          label: 'Cash',
          area: true,
          stack: 'payments',
          stackOffset: 'expand',
          showMark: false,
        },
      ]}
    />
  );
}
