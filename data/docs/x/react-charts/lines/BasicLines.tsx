import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8];

export default function BasicLines() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: weeks, label: 'Week', tickMinStep: 1 }]}
      series={[
        { data: [4.2, 4.8, 5.1, 4.9, 5.6, 6.1, 6.0, 6.8], label: 'Build time (min)' },
        { data: [2.1, 2.3, 2.2, 2.6, 2.4, 2.9, 3.1, 3.0], label: 'Test time (min)' },
      ]}
    />
  );
}
