import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];

export default function AxisPositions() {
  return (
    <LineChart
      height={300}
      margin={{ top: 40, right: 50, left: 30, bottom: 30 }}
      xAxis={[{ id: 'hours', scaleType: 'point', data: hours }]}
      yAxis={[{ id: 'temperature', valueFormatter: (value: number) => `${value} °C` }]}
      series={[{ data: [11, 15, 21, 23, 19, 14], label: 'Temperature' }]}
      // The same axes, drawn on the other sides of the chart.
      topAxis="hours"
      bottomAxis={null}
      rightAxis="temperature"
      leftAxis={null}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
