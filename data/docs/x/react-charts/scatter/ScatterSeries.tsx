import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Flipper length (mm) and body mass (kg) of penguins measured on two islands.
const biscoe = [
  [210, 4.2],
  [215, 4.9],
  [217, 5.2],
  [220, 5.4],
  [222, 5.6],
  [209, 4.4],
  [214, 4.7],
  [219, 5.3],
  [224, 5.8],
  [228, 6.0],
].map(([x, y], index) => ({ id: `b${index}`, x, y }));
const dream = [
  [185, 3.4],
  [190, 3.7],
  [193, 3.5],
  [195, 3.9],
  [188, 3.3],
  [197, 4.1],
  [200, 3.8],
  [191, 3.6],
  [187, 3.2],
  [198, 4.0],
].map(([x, y], index) => ({ id: `d${index}`, x, y }));

const valueFormatter = ({ x, y }: { x: number; y: number }) => `${x} mm, ${y} kg`;

export default function ScatterSeries() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Flipper length (mm)', min: 180 }]}
      yAxis={[{ label: 'Body mass (kg)' }]}
      series={[
        { data: biscoe, label: 'Biscoe Island', markerSize: 5, valueFormatter },
        { data: dream, label: 'Dream Island', markerSize: 5, valueFormatter },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
