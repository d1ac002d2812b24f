import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, index) => new Date(Date.UTC(2024, 6, 1 + index)));
const orders = [120, 132, 128, 141, 150, 162, 158, 166, 171, 175, 181, 186, 190, 196];
// Measured up to 7 July; the rest is a forecast.
const lastMeasured = new Date(Date.UTC(2024, 6, 7));

export default function LinesColorMap() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          valueFormatter: (date: Date) =>
            date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
          colorMap: {
            type: 'piecewise',
            thresholds: [lastMeasured],
            colors: ['#1565c0', '#9e9e9e'],
          },
        },
      ]}
      series={[
        {
          data: orders,
          label: 'Daily orders (measured, then forecast)',
          area: true,
          showMark: false,
        },
      ]}
    />
  );
}
