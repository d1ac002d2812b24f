import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function TwoYAxes() {
  return (
    <LineChart
      height={320}
      margin={{ left: 60, right: 60 }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'temperature', label: '°C' },
        { id: 'rain', label: 'mm' },
      ]}
      series={[
        {
          yAxisId: 'temperature',
          label: 'Temperature',
          data: [3, 4, 8, 12, 16, 20, 23, 22, 18, 13, 8, 4],
        },
        {
          yAxisId: 'rain',
          label: 'Rainfall',
          data: [64, 52, 48, 43, 55, 47, 38, 41, 60, 79, 83, 72],
        },
      ]}
      leftAxis="temperature"
      rightAxis="rain"
    />
  );
}
