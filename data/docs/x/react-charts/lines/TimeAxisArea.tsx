import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const dates = [
  new Date(2024, 0, 1),
  new Date(2024, 1, 1),
  new Date(2024, 2, 1),
  new Date(2024, 3, 1),
  new Date(2024, 4, 1),
  new Date(2024, 5, 1),
  new Date(2024, 6, 1),
];
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'];

export default function TimeAxisArea() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'time',
          data: dates,
          valueFormatter: (date: Date) => `${monthNames[date.getMonth()]} 2024`,
        },
      ]}
      series={[
        {
          data: [1200, 1350, 1280, 1510, 1690, 1720, 1905],
          label: 'Active users',
          area: true,
          showMark: false,
        },
      ]}
    />
  );
}
