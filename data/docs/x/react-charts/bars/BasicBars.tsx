import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Laptops', 'Phones', 'Tablets', 'Monitors', 'Headsets'];

export default function BasicBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: products }]}
      series={[
        { data: [320, 540, 210, 180, 260], label: '2023' },
        { data: [350, 610, 190, 220, 300], label: '2024' },
      ]}
    />
  );
}
