import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const plans = ['Free', 'Starter', 'Team', 'Business', 'Enterprise'];

export default function BarsOrdinalColors() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: plans,
          // One colour per category of the band axis.
          colorMap: {
            type: 'ordinal',
            values: plans,
            colors: ['#90a4ae', '#4fc3f7', '#29b6f6', '#0288d1', '#01579b'],
          },
        },
      ]}
      series={[{ data: [5400, 1320, 860, 240, 35], label: 'Accounts' }]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
