import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperatures = [-6, -4, 1, 7, 13, 18, 21, 20, 14, 8, 1, -4];

const yAxis = {
  label: '°C',
  colorMap: { type: 'piecewise' as const, thresholds: [0], colors: ['#1e88e5', '#e53935'] },
};

export default function TemperatureGradient() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[yAxis]}
      series={[
        { data: temperatures, label: 'Average temperature', valueFormatter: (v) => `${v} °C` },
      ]}
      slotProps={{ legend: { hidden: true } }}
    >
      <ChartsReferenceLine y={0} lineStyle={{ stroke: '#9e9e9e' }} />
    </LineChart>
  );
}
