import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const revenue = [42, 45, 51, 49, 58, 62, 60, 66, 71, 69, 77, 84];

export default function AxisFormatAndTicks() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: months,
          // Show every other month on the axis; the tooltip still shows all of them.
          tickLabelInterval: (value: string, index: number) => index % 2 === 0,
        },
      ]}
      yAxis={[
        {
          min: 0,
          max: 100,
          tickNumber: 5,
          valueFormatter: (value: number, context) =>
            context.location === 'tick' ? `$${value}k` : `$${value},000`,
        },
      ]}
      series={[{ data: revenue, label: 'Revenue', showMark: false }]}
    />
  );
}
