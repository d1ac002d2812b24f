import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

export default function LabelByLocation() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks, label: 'Week of the quarter' }]}
      yAxis={[{ label: 'Milliseconds' }]}
      series={[
        {
          data: [180, 172, 190, 165, 158, 150],
          label: (location) => (location === 'legend' ? 'p50' : 'Median response time (p50)'),
        },
        {
          data: [420, 395, 460, 380, 350, 330],
          label: (location) =>
            location === 'legend' ? 'p95' : '95th percentile response time (p95)',
        },
      ]}
    />
  );
}
