import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2019, 2020, 2021, 2022, 2023, 2024];

export default function StylingSeriesColors() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point' }]}
      // The chart palette colours series without their own colour.
      colors={['#5c6bc0', '#26a69a', '#ffa726']}
      series={[
        { data: [3.1, 3.4, 3.9, 4.2, 4.6, 5.1], label: 'Berlin' },
        { data: [2.2, 2.1, 2.6, 2.9, 3.3, 3.5], label: 'Hamburg' },
        { data: [1.8, 1.6, 2.0, 2.4, 2.5, 2.9], label: 'Munich' },
        // A series colour wins over the palette: the company's own city stands out.
        { data: [4.0, 4.4, 4.9, 5.6, 6.0, 6.8], label: 'Cologne (HQ)', color: '#d81b60' },
      ]}
    />
  );
}
