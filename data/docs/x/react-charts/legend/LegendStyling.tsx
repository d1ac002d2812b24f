import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const data = [
  { id: 0, value: 52, label: 'Subscriptions' },
  { id: 1, value: 23, label: 'Services' },
  { id: 2, value: 15, label: 'Licences' },
  { id: 3, value: 10, label: 'Hardware' },
];

export default function LegendStyling() {
  return (
    <PieChart
      height={260}
      series={[{ data, innerRadius: 50, cx: 110 }]}
      slotProps={{
        legend: {
          direction: 'column',
          position: { vertical: 'middle', horizontal: 'right' },
          itemMarkWidth: 12,
          itemMarkHeight: 12,
          markGap: 8,
          itemGap: 14,
          labelStyle: { fontSize: 14, fill: '#546e7a' },
          padding: 0,
        },
      }}
    />
  );
}
