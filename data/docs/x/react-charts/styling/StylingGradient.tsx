import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Espresso', 'Flat white', 'Cappuccino', 'Cold brew', 'Chai latte'];

export default function StylingGradient() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: products }]}
      // The colour is an SVG paint reference to the gradient defined below.
      series={[
        { data: [412, 356, 298, 187, 142], label: 'Cups sold', color: 'url(#coffeeGradient)' },
      ]}
      slotProps={{ legend: { hidden: true } }}
      borderRadius={6}
    >
      <defs>
        <linearGradient id="coffeeGradient" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#8d6e63" />
          <stop offset="100%" stopColor="#3e2723" />
        </linearGradient>
      </defs>
    </BarChart>
  );
}
