import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function FirstLineChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: [120, 132, 101, 134, 190, 230], label: 'Visitors' },
        { data: [22, 18, 19, 23, 29, 33], label: 'Sign-ups' },
      ]}
    />
  );
}
