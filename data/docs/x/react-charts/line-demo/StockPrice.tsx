import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const closes = [
  101.2, 102.5, 101.8, 103.9, 104.4, 103.1, 105.6, 106.2, 105.1, 107.8, 108.5, 107.9, 109.4, 111.0,
  110.2, 108.7, 109.9, 112.3, 113.1, 112.4, 114.8,
];
// One date per trading day, built from a fixed start (UTC) so server and browser agree.
const dates = closes.map((_, index) => new Date(Date.UTC(2024, 2, 1 + index)));
const dayMonth = (date: Date) => `${date.getUTCDate()}/${date.getUTCMonth() + 1}`;

export default function StockPrice() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'utc', data: dates, valueFormatter: dayMonth }]}
      yAxis={[{ valueFormatter: (v: number) => `$${v}` }]}
      series={[
        {
          data: closes,
          label: 'ACME close',
          showMark: false,
          curve: 'linear',
          valueFormatter: (v) => (v === null ? '' : `$${v.toFixed(2)}`),
        },
      ]}
      grid={{ horizontal: true }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
