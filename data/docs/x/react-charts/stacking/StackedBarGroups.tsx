import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function StackedBarGroups() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: [30, 34, 38, 41], label: '2023 hardware', stack: '2023' },
        { data: [22, 25, 24, 28], label: '2023 software', stack: '2023' },
        { data: [33, 36, 42, 47], label: '2024 hardware', stack: '2024' },
        { data: [27, 31, 35, 39], label: '2024 software', stack: '2024' },
      ]}
      slotProps={{ legend: { itemMarkWidth: 12, itemMarkHeight: 12 } }}
    />
  );
}
