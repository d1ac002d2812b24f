import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = ['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80+'];
// Thousands of people in a fictional town.
const men = [21, 23, 27, 30, 29, 28, 22, 14, 6];
const women = [20, 22, 26, 29, 30, 29, 24, 17, 10];

const format = (value: number | null) => (value === null ? '' : `${Math.abs(value)}k`);

export default function PopulationPyramid() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      margin={{ left: 60 }}
      yAxis={[{ scaleType: 'band', data: ageGroups, label: 'Age' }]}
      xAxis={[{ min: -35, max: 35, valueFormatter: (v: number) => `${Math.abs(v)}k` }]}
      series={[
        { data: men.map((v) => -v), label: 'Men', stack: 'people', valueFormatter: format },
        { data: women, label: 'Women', stack: 'people', valueFormatter: format },
      ]}
      grid={{ vertical: true }}
    />
  );
}
