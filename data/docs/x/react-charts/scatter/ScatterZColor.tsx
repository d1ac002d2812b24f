import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// x: price, y: rating, z: number of reviews
const products = [
  { id: 1, x: 19, y: 3.9, z: 120 },
  { id: 2, x: 25, y: 4.2, z: 340 },
  { id: 3, x: 32, y: 4.6, z: 910 },
  { id: 4, x: 41, y: 4.1, z: 260 },
  { id: 5, x: 48, y: 4.8, z: 1300 },
  { id: 6, x: 55, y: 3.6, z: 80 },
  { id: 7, x: 63, y: 4.4, z: 640 },
  { id: 8, x: 72, y: 4.0, z: 210 },
  { id: 9, x: 80, y: 4.7, z: 1050 },
  { id: 10, x: 95, y: 3.8, z: 45 },
];

export default function ScatterZColor() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Price ($)' }]}
      yAxis={[{ label: 'Rating', min: 3.5, max: 5 }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [100, 500],
            colors: ['#b0bec5', '#42a5f5', '#1565c0'],
          },
        },
      ]}
      series={[
        {
          data: products,
          markerSize: 8,
          label: 'Products',
          valueFormatter: (p) => `$${p.x}, ${p.y} stars, ${p.z} reviews`,
        },
      ]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
