import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 28 }, (_, index) => new Date(Date.UTC(2024, 1, 1 + index)));
const visitors = [
  312, 298, 240, 221, 335, 348, 351, 330, 302, 256, 233, 362, 371, 380, 364, 320, 262, 240, 377,
  392, 401, 388, 345, 281, 250, 395, 410, 422,
];
// One tick per Monday.
const mondays = days.filter((day) => day.getUTCDay() === 1);

export default function AxisTimeScale() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          tickInterval: mondays,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? date.toLocaleDateString('en-GB', {
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'UTC',
                })
              : date.toLocaleDateString('en-GB', { dateStyle: 'full', timeZone: 'UTC' }),
        },
      ]}
      series={[{ data: visitors, label: 'Museum visitors', showMark: false }]}
    />
  );
}
