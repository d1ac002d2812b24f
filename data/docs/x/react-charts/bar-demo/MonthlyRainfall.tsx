import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { month: 'Jan', london: 55, paris: 51, berlin: 42 },
  { month: 'Feb', london: 41, paris: 41, berlin: 33 },
  { month: 'Mar', london: 42, paris: 48, berlin: 41 },
  { month: 'Apr', london: 44, paris: 52, berlin: 37 },
  { month: 'May', london: 49, paris: 65, berlin: 54 },
  { month: 'Jun', london: 45, paris: 55, berlin: 69 },
  { month: 'Jul', london: 45, paris: 63, berlin: 56 },
  { month: 'Aug', london: 50, paris: 62, berlin: 58 },
  { month: 'Sep', london: 49, paris: 48, berlin: 45 },
  { month: 'Oct', london: 69, paris: 63, berlin: 37 },
  { month: 'Nov', london: 59, paris: 51, berlin: 44 },
  { month: 'Dec', london: 55, paris: 58, berlin: 55 },
];

const mm = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function MonthlyRainfall() {
  return (
    <BarChart
      height={320}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ label: 'Rainfall (mm)' }]}
      series={[
        { dataKey: 'london', label: 'London', valueFormatter: mm },
        { dataKey: 'paris', label: 'Paris', valueFormatter: mm },
        { dataKey: 'berlin', label: 'Berlin', valueFormatter: mm },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
