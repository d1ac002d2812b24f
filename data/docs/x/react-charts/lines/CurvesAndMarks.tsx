import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const x = [0, 1, 2, 3, 4, 5, 6];

export default function CurvesAndMarks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: x }]}
      series={[
        { data: [2, 5, 3, 7, 4, 6, 5], curve: 'linear', label: 'linear' },
        { data: [1, 3, 2, 5, 2, 4, 3], curve: 'monotoneX', label: 'monotoneX' },
        {
          data: [0, 1, 1, 3, 1, 2, 2],
          curve: 'step',
          label: 'step (even marks)',
          showMark: ({ index }) => index % 2 === 0,
        },
      ]}
    />
  );
}
