import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const shares = [
  { code: 'EU', name: 'Europe', value: 41 },
  { code: 'NA', name: 'North America', value: 33 },
  { code: 'AS', name: 'Asia', value: 18 },
  { code: 'OT', name: 'Other regions', value: 8 },
];

export default function PieLabelLocations() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: shares.map((item, index) => ({
            id: index,
            value: item.value,
            // Short code on the arc, full name in the legend and tooltip.
            label: (location: 'tooltip' | 'legend' | 'arc') =>
              location === 'arc' ? item.code : item.name,
          })),
          arcLabel: 'label',
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value}% of customers`,
        },
      ]}
    />
  );
}
