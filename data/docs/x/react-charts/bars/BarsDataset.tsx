import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

// One object per city, as it would come from an API.
const rainfall = [
  { city: 'Bergen', spring: 480, autumn: 790 },
  { city: 'Glasgow', spring: 240, autumn: 380 },
  { city: 'Bordeaux', spring: 210, autumn: 290 },
  { city: 'Lisbon', spring: 150, autumn: 260 },
  { city: 'Athens', spring: 70, autumn: 130 },
];

const valueFormatter = (value: number | null) => `${value} mm`;

export default function BarsDataset() {
  return (
    <BarChart
      height={300}
      dataset={rainfall}
      xAxis={[{ scaleType: 'band', dataKey: 'city' }]}
      yAxis={[{ label: 'Rainfall (mm)' }]}
      series={[
        { dataKey: 'spring', label: 'Mar–May', valueFormatter },
        { dataKey: 'autumn', label: 'Sep–Nov', valueFormatter },
      ]}
      margin={{ left: 70 }}
      // The axis title sits clear of the three-digit tick labels.
      sx={{ [`& .${axisClasses.left} .${axisClasses.label}`]: { transform: 'translateX(-14px)' } }}
    />
  );
}
