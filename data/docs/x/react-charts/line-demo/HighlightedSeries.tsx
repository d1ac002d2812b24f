import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const teams = [
  { label: 'Team Alpha', data: [4, 6, 7, 9, 12, 14, 15, 18] },
  { label: 'Team Bravo', data: [8, 8, 9, 7, 8, 9, 10, 10] },
  { label: 'Team Charlie', data: [2, 3, 5, 6, 6, 8, 11, 13] },
  { label: 'Team Delta', data: [6, 5, 5, 4, 6, 7, 7, 8] },
];

export default function HighlightedSeries() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point' }]}
      series={teams.map((team) => ({
        ...team,
        showMark: false,
        highlightScope: { highlight: 'series', fade: 'global' } as const,
      }))}
      tooltip={{ trigger: 'item' }}
      axisHighlight={{ x: 'none' }}
    />
  );
}
