import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 3, 15 + index)));

export default function TooltipFormatting() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          valueFormatter: (date: Date, context) =>
            date.toLocaleDateString('en-GB', {
              timeZone: 'UTC',
              ...(context.location === 'tooltip'
                ? { weekday: 'long', day: 'numeric', month: 'long' }
                : { weekday: 'short' }),
            }),
        },
      ]}
      series={[
        {
          data: [6.2, 8.1, null, 10.4, 7.5, 12.9, 14.1],
          label: 'Run',
          // null stands for a rest day: say so instead of leaving the row empty.
          valueFormatter: (value: number | null) => (value === null ? 'rest day' : `${value} km`),
        },
        {
          data: [0, 22, 0, 0, 31, 0, 45],
          label: 'Ride',
          valueFormatter: (value: number | null) => (value ? `${value} km` : '–'),
        },
      ]}
    />
  );
}
