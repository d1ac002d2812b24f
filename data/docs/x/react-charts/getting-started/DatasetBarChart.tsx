import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { city: 'Oslo', rainfall: 76, sunshine: 42 },
  { city: 'Lisbon', rainfall: 54, sunshine: 96 },
  { city: 'Vienna', rainfall: 62, sunshine: 71 },
  { city: 'Dublin', rainfall: 81, sunshine: 48 },
  { city: 'Athens', rainfall: 37, sunshine: 112 },
];

export default function DatasetBarChart() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'city' }]}
      series={[
        { dataKey: 'rainfall', label: 'Rainfall (mm)' },
        { dataKey: 'sunshine', label: 'Sunshine (h)' },
      ]}
    />
  );
}
