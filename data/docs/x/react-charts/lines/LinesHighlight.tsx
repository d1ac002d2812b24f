import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const highlightScope = { highlight: 'series', fade: 'global' } as const;

export default function LinesHighlight() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      series={[
        { data: [2.1, 2.4, 2.2, 2.9, 3.1, 3.4, 3.3, 3.8], label: 'Oslo', highlightScope },
        { data: [3.5, 3.2, 3.6, 3.4, 3.9, 4.1, 4.4, 4.2], label: 'Helsinki', highlightScope },
        { data: [1.2, 1.6, 1.9, 2.2, 2.0, 2.6, 2.9, 3.1], label: 'Tallinn', highlightScope },
      ].map((series) => ({ ...series, valueFormatter: (value: number | null) => `${value} M€` }))}
    />
  );
}
