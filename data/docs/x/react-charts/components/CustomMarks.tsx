import * as React from 'react';
import { LineChart, MarkElementProps } from '@mui/x-charts/LineChart';

const scores = [62, 70, 68, 81, 77, 90];

function RingMark(props: MarkElementProps) {
  const { x, y, color, dataIndex } = props;
  const isBest = scores[dataIndex] === Math.max(...scores);
  return (
    <circle
      cx={Number(x)}
      cy={Number(y)}
      r={isBest ? 8 : 5}
      fill={isBest ? color : 'white'}
      stroke={color}
      strokeWidth={2}
    />
  );
}

export default function CustomMarks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'] }]}
      yAxis={[{ min: 50, max: 100 }]}
      series={[{ data: scores, label: 'Quiz score', curve: 'linear' }]}
      slots={{ mark: RingMark }}
    />
  );
}
