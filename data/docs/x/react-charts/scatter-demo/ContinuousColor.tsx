import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// x: altitude (m), y: average temperature (°C), z: yearly rainfall (mm)
const stations = [
  [120, 14.2, 620],
  [340, 12.9, 710],
  [560, 11.5, 830],
  [780, 10.4, 940],
  [950, 9.1, 1010],
  [1200, 7.6, 1180],
  [1450, 6.1, 1320],
  [1700, 4.8, 1450],
  [1900, 3.6, 1580],
  [2200, 1.9, 1720],
  [2450, 0.6, 1840],
  [2700, -0.8, 1990],
].map(([x, y, z], index) => ({ id: index, x, y, z }));

export default function ContinuousColor() {
  return (
    <ScatterChart
      height={320}
      margin={{ top: 60 }}
      xAxis={[{ label: 'Altitude (m)' }]}
      yAxis={[{ label: '°C' }]}
      zAxis={[
        { min: 600, max: 2000, colorMap: { type: 'continuous', color: ['#fff59d', '#1a237e'] } },
      ]}
      series={[
        {
          data: stations,
          markerSize: 7,
          valueFormatter: (p) => `${p.x} m, ${p.y} °C, ${p.z} mm of rain`,
        },
      ]}
      slotProps={{ legend: { hidden: true } }}
    >
      <ContinuousColorLegend
        axisDirection="z"
        position={{ vertical: 'top', horizontal: 'middle' }}
        direction="row"
        length={200}
        thickness={10}
        minLabel={({ formattedValue }) => `${formattedValue} mm`}
        maxLabel={({ formattedValue }) => `${formattedValue} mm`}
      />
    </ScatterChart>
  );
}
