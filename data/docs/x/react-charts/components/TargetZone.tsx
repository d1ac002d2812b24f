import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

function ZoneBand({ from, to, label }: { from: number; to: number; label: string }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale();
  const top = yScale(to);
  const bottom = yScale(from);
  if (top === undefined || bottom === undefined) {
    return null;
  }
  return (
    <g>
      <rect x={left} y={top} width={width} height={bottom - top} fill="#4caf50" opacity={0.12} />
      <text x={left + width - 6} y={top + 16} textAnchor="end" fontSize={12} fill="#2e7d32">
        {label}
      </text>
    </g>
  );
}

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function TargetZone() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 40, max: 180, label: 'mg/dL' }]}
      series={[{ data: [96, 142, 118, 165, 104, 88, 131], label: 'Glucose' }]}
    >
      <ZoneBand from={70} to={140} label="Target range" />
    </LineChart>
  );
}
