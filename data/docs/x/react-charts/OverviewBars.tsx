import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function OverviewBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: [42, 51, 48, 63], label: 'Online store' },
        { data: [30, 28, 35, 41], label: 'Retail' },
        { data: [12, 18, 21, 26], label: 'Partners' },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
