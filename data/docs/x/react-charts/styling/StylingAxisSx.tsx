import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const regions = ['Nordics', 'Benelux', 'DACH', 'Iberia', 'Balkans'];

export default function StylingAxisSx() {
  return (
    <BarChart
      height={300}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'band', data: regions }]}
      yAxis={[{ label: 'Revenue (M€)' }]}
      series={[{ data: [14.2, 11.8, 19.5, 7.3, 4.1], label: 'Revenue' }]}
      slotProps={{ legend: { hidden: true } }}
      sx={{
        [`& .${axisClasses.root} .${axisClasses.line}`]: { stroke: 'transparent' },
        [`& .${axisClasses.root} .${axisClasses.tick}`]: { stroke: 'transparent' },
        [`& .${axisClasses.left} .${axisClasses.label}`]: { transform: 'translateX(-10px)' },
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4', strokeOpacity: 0.6 },
      }}
      margin={{ left: 70 }}
    />
  );
}
