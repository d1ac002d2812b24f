import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const hours = Array.from({ length: 24 }, (_, index) => index);
const requests = [
  120, 90, 70, 60, 65, 110, 240, 480, 720, 810, 760, 700, 690, 720, 760, 800, 880, 1040, 930, 640,
  420, 300, 210, 160,
];
const peakIndex = requests.indexOf(Math.max(...requests));

function PeakLabel() {
  const theme = useTheme();
  // The scales turn data values into SVG coordinates.
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const x = xScale(hours[peakIndex]);
  const y = yScale(requests[peakIndex]);
  return (
    <g>
      <line x1={x} y1={y - 8} x2={x} y2={y - 34} stroke={theme.palette.text.secondary} />
      <text x={x} y={y - 40} textAnchor="middle" fontSize={12} fill={theme.palette.text.primary}>
        Peak: {requests[peakIndex]} req/min at {hours[peakIndex]}:00
      </text>
    </g>
  );
}

export default function PeakAnnotation() {
  return (
    <LineChart
      height={300}
      margin={{ top: 60 }}
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
      yAxis={[{ max: 1200 }]}
      series={[{ data: requests, label: 'API requests per minute', showMark: false }]}
    >
      <PeakLabel />
    </LineChart>
  );
}
