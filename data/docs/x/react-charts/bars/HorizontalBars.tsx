import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['TypeScript', 'Python', 'Go', 'Rust', 'Kotlin', 'Swift'];
const developers = [148, 132, 64, 41, 37, 29];

export default function HorizontalBars() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      margin={{ left: 90 }}
      yAxis={[{ scaleType: 'band', data: languages }]}
      xAxis={[{ label: 'Developers in the team' }]}
      series={[{ data: developers, label: 'Developers' }]}
      grid={{ vertical: true }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
