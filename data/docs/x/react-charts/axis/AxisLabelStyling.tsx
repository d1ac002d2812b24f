import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['TypeScript', 'Python', 'Go', 'Rust', 'Kotlin'];

export default function AxisLabelStyling() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      margin={{ left: 100, bottom: 60 }}
      yAxis={[
        {
          scaleType: 'band',
          data: languages,
          disableTicks: true,
          tickLabelStyle: { fontWeight: 600, fontSize: 13 },
        },
      ]}
      xAxis={[
        {
          label: 'Open positions',
          labelStyle: { fontSize: 14, fontStyle: 'italic' },
          tickSize: 10,
          disableLine: true,
          tickLabelStyle: { fill: '#6b7280' },
        },
      ]}
      series={[{ data: [128, 114, 47, 39, 22], label: 'Open positions' }]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
