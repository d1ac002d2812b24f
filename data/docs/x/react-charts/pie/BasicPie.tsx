import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

export default function BasicPie() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: [
            { id: 0, value: 46, label: 'Chrome' },
            { id: 1, value: 24, label: 'Safari' },
            { id: 2, value: 14, label: 'Edge' },
            { id: 3, value: 9, label: 'Firefox' },
            { id: 4, value: 7, label: 'Other' },
          ],
        },
      ]}
    />
  );
}
