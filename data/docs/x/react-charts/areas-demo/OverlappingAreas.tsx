import * as React from 'react';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];

export default function OverlappingAreas() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      series={[
        {
          label: 'Weekdays',
          data: [12, 58, 34, 41, 37, 45, 72, 40, 18],
          area: true,
          showMark: false,
        },
        {
          label: 'Weekends',
          data: [4, 10, 28, 46, 52, 49, 38, 33, 21],
          area: true,
          showMark: false,
        },
      ]}
      sx={{
        [`& .${areaElementClasses.root}`]: { fillOpacity: 0.3 },
      }}
    />
  );
}
