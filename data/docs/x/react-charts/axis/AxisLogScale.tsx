import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Population (thousands) and number of public libraries of Dutch municipalities.
const municipalities = [
  { id: 'Amsterdam', x: 931, y: 27 },
  { id: 'Rotterdam', x: 664, y: 24 },
  { id: 'Utrecht', x: 367, y: 12 },
  { id: 'Groningen', x: 238, y: 9 },
  { id: 'Leiden', x: 127, y: 5 },
  { id: 'Delft', x: 104, y: 3 },
  { id: 'Gouda', x: 74, y: 2 },
  { id: 'Vlieland', x: 1.2, y: 1 },
  { id: 'Schiermonnikoog', x: 0.95, y: 1 },
];

export default function AxisLogScale() {
  return (
    <ScatterChart
      height={300}
      xAxis={[
        {
          scaleType: 'log',
          label: 'Population (thousands, log scale)',
          valueFormatter: (value: number) => `${value}k`,
        },
      ]}
      yAxis={[{ label: 'Libraries', tickMinStep: 1 }]}
      series={[
        {
          data: municipalities,
          label: 'Municipality',
          valueFormatter: (item) => `${item.x}k inhabitants, ${item.y} libraries`,
        },
      ]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
