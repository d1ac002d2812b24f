import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 30 }, (_, index) => index + 1);
// Daily rainfall in mm for a month; the area shows the running total against the monthly normal.
const daily = [
  0, 0, 4, 12, 3, 0, 0, 0, 7, 9, 1, 0, 0, 0, 0, 15, 6, 2, 0, 0, 0, 3, 0, 0, 11, 8, 0, 0, 2, 5,
];
const cumulative = daily.reduce<number[]>((totals, value, index) => {
  totals.push((index === 0 ? 0 : totals[index - 1]) + value);
  return totals;
}, []);
const normal = days.map((day) => Math.round((day / 30) * 82));

export default function CumulativeArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: days, label: 'Day of April', tickInterval: [1, 5, 10, 15, 20, 25, 30] }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} mm` }]}
      series={[
        { data: cumulative, label: 'Rain so far', area: true, curve: 'stepAfter', showMark: false },
        { data: normal, label: 'Normal for the date', showMark: false, color: '#90a4ae' },
      ]}
    />
  );
}
