import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

type Point = { id: string; x: number; y: number };

// Deterministic "noise": offsets taken from a fixed list.
const offsets = [
  [0.4, -0.3],
  [-0.6, 0.2],
  [0.1, 0.7],
  [-0.2, -0.8],
  [0.8, 0.5],
  [-0.9, -0.1],
  [0.3, 0.3],
  [-0.4, 0.9],
  [0.6, -0.6],
  [-0.1, -0.4],
];
const cluster = (name: string, cx: number, cy: number, sx: number, sy: number): Point[] =>
  offsets.map(([dx, dy], i) => ({ id: `${name}-${i}`, x: cx + dx * sx, y: cy + dy * sy }));

export default function Clusters() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Average basket ($)', min: 0, max: 120 }]}
      yAxis={[{ label: 'Visits per month', min: 0, max: 14 }]}
      series={[
        { label: 'Occasional', data: cluster('occ', 30, 2.5, 12, 1.5) },
        { label: 'Bargain hunters', data: cluster('bar', 25, 9, 10, 2) },
        { label: 'Big spenders', data: cluster('big', 90, 5, 14, 2.5) },
      ].map((series) => ({
        ...series,
        valueFormatter: (p: { x: number; y: number }) =>
          `$${p.x.toFixed(0)} basket, ${p.y.toFixed(1)} visits`,
      }))}
      grid={{ horizontal: true, vertical: true }}
    />
  );
}
