import * as React from 'react';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function LinesDashed() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      series={[
        { id: 'actual', data: [310, 340, 360, 390, 420, 455], label: 'Actual' },
        { id: 'target', data: [300, 330, 360, 390, 420, 450], label: 'Target', showMark: false },
      ]}
      sx={{
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        // Series ids become part of each line's class name.
        [`& .MuiLineElement-series-target`]: { strokeDasharray: '8 5', strokeWidth: 2 },
        [`& .${markElementClasses.root}`]: { scale: '0.8', fill: '#fff', strokeWidth: 2 },
      }}
    />
  );
}
