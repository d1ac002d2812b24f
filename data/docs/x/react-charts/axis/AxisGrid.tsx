import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Engine size (litres) and fuel use (l/100 km) of a fixed sample of cars.
const cars = [
  { id: 1, x: 1.0, y: 4.9 },
  { id: 2, x: 1.2, y: 5.3 },
  { id: 3, x: 1.4, y: 5.8 },
  { id: 4, x: 1.5, y: 5.6 },
  { id: 5, x: 1.6, y: 6.4 },
  { id: 6, x: 2.0, y: 7.1 },
  { id: 7, x: 2.0, y: 6.6 },
  { id: 8, x: 2.5, y: 8.2 },
  { id: 9, x: 3.0, y: 9.4 },
  { id: 10, x: 3.5, y: 10.8 },
];

export default function AxisGrid() {
  return (
    <ScatterChart
      height={300}
      grid={{ vertical: true, horizontal: true }}
      xAxis={[{ min: 0.5, max: 4, label: 'Engine size (l)' }]}
      yAxis={[{ min: 4, max: 12, label: 'Fuel use (l/100 km)' }]}
      series={[{ data: cars, label: 'Cars' }]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
