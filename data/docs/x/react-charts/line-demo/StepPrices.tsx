import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Price of a monthly transit pass; it changes only on given dates.
const dates = [
  new Date(Date.UTC(2019, 0, 1)),
  new Date(Date.UTC(2020, 6, 1)),
  new Date(Date.UTC(2022, 0, 1)),
  new Date(Date.UTC(2023, 0, 1)),
  new Date(Date.UTC(2024, 0, 1)),
  new Date(Date.UTC(2024, 11, 31)),
];
const prices = [75.2, 75.2, 79.9, 84.1, 86.4, 86.4];

export default function StepPrices() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: dates,
          valueFormatter: (date: Date) => String(date.getUTCFullYear()),
        },
      ]}
      yAxis={[{ min: 70, valueFormatter: (value: number) => `€${value}` }]}
      series={[
        {
          data: prices,
          curve: 'stepAfter',
          label: 'Monthly pass',
          valueFormatter: (value) => (value === null ? '' : `€${value.toFixed(2)}`),
          // The last point only closes the period: no mark on it.
          showMark: ({ index }) => index < prices.length - 1,
        },
      ]}
    />
  );
}
