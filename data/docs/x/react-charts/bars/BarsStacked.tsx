import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function BarsStacked() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Orders' }]}
      series={[
        // Two stacks: online channels and physical stores, side by side in each month.
        { data: [420, 380, 460, 510, 540, 600], label: 'Web shop', stack: 'online' },
        { data: [160, 150, 190, 220, 240, 260], label: 'Mobile app', stack: 'online' },
        { data: [310, 290, 330, 300, 320, 350], label: 'Lyon store', stack: 'stores' },
        { data: [220, 210, 240, 230, 250, 270], label: 'Nantes store', stack: 'stores' },
      ]}
    />
  );
}
