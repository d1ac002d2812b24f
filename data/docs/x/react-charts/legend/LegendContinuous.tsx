import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Apartments: surface (m²), monthly rent (€) and distance to the centre (km) as colour.
const flats = [
  { id: 1, x: 28, y: 890, z: 0.8 },
  { id: 2, x: 35, y: 1050, z: 1.2 },
  { id: 3, x: 42, y: 1180, z: 2.5 },
  { id: 4, x: 48, y: 1120, z: 4.8 },
  { id: 5, x: 55, y: 1390, z: 1.9 },
  { id: 6, x: 61, y: 1240, z: 6.3 },
  { id: 7, x: 67, y: 1520, z: 3.1 },
  { id: 8, x: 74, y: 1360, z: 7.9 },
  { id: 9, x: 82, y: 1710, z: 2.2 },
  { id: 10, x: 95, y: 1580, z: 9.4 },
];

export default function LegendContinuous() {
  return (
    <ScatterChart
      height={320}
      margin={{ top: 70 }}
      series={[{ data: flats, label: 'Apartments' }]}
      xAxis={[{ label: 'Surface (m²)' }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} €` }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 10, color: ['#2e7d32', '#fbc02d'] } }]}
      slotProps={{ legend: { hidden: true } }}
    >
      <ContinuousColorLegend
        axisDirection="z"
        position={{ vertical: 'top', horizontal: 'middle' }}
        direction="row"
        length="50%"
        thickness={10}
        minLabel="City centre"
        maxLabel="10 km out"
        labelStyle={{ fontSize: 12 }}
      />
    </ScatterChart>
  );
}
