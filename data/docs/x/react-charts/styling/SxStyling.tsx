import * as React from 'react';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

export default function SxStyling() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: [1, 2, 3, 4, 5, 6], label: 'Sprint' }]}
      series={[
        { id: 'planned', data: [10, 20, 30, 40, 50, 60], label: 'Planned', showMark: false },
        { id: 'done', data: [8, 17, 31, 37, 49, 58], label: 'Done' },
      ]}
      sx={{
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        '& .MuiLineElement-series-planned': { strokeDasharray: '8 6', strokeWidth: 2 },
        [`& .${markElementClasses.root}`]: { fill: '#fff', strokeWidth: 2, scale: '1.2' },
        [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
        [`& .${axisClasses.root} .${axisClasses.tickLabel}`]: { fill: '#607d8b' },
        [`& .${axisClasses.bottom} .${axisClasses.label}`]: { fontWeight: 600 },
      }}
    />
  );
}
