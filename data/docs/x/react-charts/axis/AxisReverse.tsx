import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export default function AxisReverse() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      // Position 1 is the best: a reversed axis puts it at the top.
      yAxis={[
        {
          reverse: true,
          min: 1,
          max: 20,
          label: 'Chart position',
          tickInterval: [1, 5, 10, 15, 20],
        },
      ]}
      series={[
        { data: [18, 12, 7, 4, 2, 1, 1, 3], label: 'Midnight Harbour' },
        { data: [5, 4, 5, 8, 11, 14, 17, 20], label: 'Paper Lanterns' },
      ]}
    />
  );
}
