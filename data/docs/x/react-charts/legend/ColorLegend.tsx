import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const yAxis = {
  colorMap: {
    type: 'piecewise' as const,
    thresholds: [200, 300],
    colors: ['#ef5350', '#ffa726', '#66bb6a'],
  },
};

export default function ColorLegend() {
  return (
    <BarChart
      height={300}
      margin={{ top: 60 }}
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[yAxis]}
      series={[{ data: [180, 240, 310, 290, 350, 150, 120], label: 'Orders' }]}
      slotProps={{ legend: { hidden: true } }}
    >
      <PiecewiseColorLegend
        axisDirection="y"
        position={{ vertical: 'top', horizontal: 'middle' }}
        direction="row"
        padding={0}
        labelFormatter={({ min, max }) => {
          if (min === null) return `below ${max}`;
          if (max === null) return `${min} and more`;
          return `${min} to ${max}`;
        }}
      />
    </BarChart>
  );
}
