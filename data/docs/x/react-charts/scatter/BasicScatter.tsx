import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

const teamA = [
  { id: 'a1', x: 162, y: 58 },
  { id: 'a2', x: 168, y: 64 },
  { id: 'a3', x: 171, y: 69 },
  { id: 'a4', x: 175, y: 72 },
  { id: 'a5', x: 158, y: 52 },
  { id: 'a6', x: 180, y: 81 },
  { id: 'a7', x: 166, y: 61 },
];
const teamB = [
  { id: 'b1', x: 170, y: 74 },
  { id: 'b2', x: 177, y: 79 },
  { id: 'b3', x: 184, y: 88 },
  { id: 'b4', x: 174, y: 70 },
  { id: 'b5', x: 188, y: 92 },
  { id: 'b6', x: 181, y: 84 },
  { id: 'b7', x: 169, y: 67 },
];

export default function BasicScatter() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Height (cm)', min: 150, max: 195 }]}
      yAxis={[{ label: 'Weight (kg)' }]}
      series={[
        { data: teamA, label: 'Rowing', valueFormatter: (p) => `${p.x} cm, ${p.y} kg` },
        { data: teamB, label: 'Basketball', valueFormatter: (p) => `${p.x} cm, ${p.y} kg` },
      ]}
      grid={{ vertical: true, horizontal: true }}
    />
  );
}
