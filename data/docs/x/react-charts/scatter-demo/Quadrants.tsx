import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const features = [
  { id: 'Export', x: 8, y: 3 },
  { id: 'Dark mode', x: 3, y: 8 },
  { id: 'SSO', x: 7, y: 9 },
  { id: 'Widgets', x: 2, y: 2 },
  { id: 'Search', x: 9, y: 8 },
  { id: 'Themes', x: 4, y: 4 },
  { id: 'API', x: 6, y: 7 },
  { id: 'Emoji', x: 1, y: 6 },
];

export default function Quadrants() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ min: 0, max: 10, label: 'Effort' }]}
      yAxis={[{ min: 0, max: 10, label: 'Value' }]}
      series={[
        {
          data: features,
          markerSize: 7,
          valueFormatter: (p) => `${p.id}: effort ${p.x}, value ${p.y}`,
        },
      ]}
    >
      <ChartsReferenceLine
        x={5}
        label="Effort threshold"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
      <ChartsReferenceLine
        y={5}
        label="Value threshold"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
    </ScatterChart>
  );
}
