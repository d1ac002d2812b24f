import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 13 }, (_, index) => index * 2);
const temperature = [-4, -5, -6, -3, 2, 7, 11, 13, 12, 8, 3, -1, -3];

export default function LinesGradient() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
      yAxis={[
        {
          // Cold values in blue, warm values in red, interpolated in between.
          colorMap: { type: 'continuous', min: -6, max: 13, color: ['#1e88e5', '#e53935'] },
          valueFormatter: (value: number) => `${value} °C`,
        },
      ]}
      series={[{ data: temperature, label: 'Temperature in Innsbruck', showMark: false }]}
    />
  );
}
