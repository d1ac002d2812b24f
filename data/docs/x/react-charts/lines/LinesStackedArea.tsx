import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2018, 2019, 2020, 2021, 2022, 2023];

export default function LinesStackedArea() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point' }]}
      yAxis={[{ label: 'Electricity (TWh)' }]}
      series={[
        {
          data: [18, 21, 25, 27, 31, 36],
          label: 'Wind',
          area: true,
          stack: 'mix',
          showMark: false,
        },
        { data: [6, 8, 11, 14, 18, 22], label: 'Solar', area: true, stack: 'mix', showMark: false },
        {
          data: [12, 12, 11, 11, 10, 10],
          label: 'Hydro',
          area: true,
          stack: 'mix',
          showMark: false,
        },
        { data: [64, 60, 55, 52, 47, 40], label: 'Gas', area: true, stack: 'mix', showMark: false },
      ]}
    />
  );
}
