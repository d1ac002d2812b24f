import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Declared outside the JSX so TypeScript matches it to the band axis type.
const xAxis = {
  scaleType: 'band' as const,
  data: days,
  categoryGapRatio: 0.4,
  barGapRatio: 0.15,
};

export default function BarShapeAndLabels() {
  return (
    <BarChart
      height={300}
      borderRadius={8}
      barLabel="value"
      xAxis={[xAxis]}
      series={[
        { data: [12, 19, 14, 22, 17], label: 'Tickets opened' },
        { data: [10, 15, 16, 20, 18], label: 'Tickets closed' },
      ]}
    />
  );
}
