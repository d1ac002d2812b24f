import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const genres = [
  { label: 'Rock', data: [30, 28, 27, 25, 22, 21, 20, 19, 18] },
  { label: 'Pop', data: [35, 36, 37, 38, 40, 39, 41, 40, 42] },
  { label: 'Hip-hop', data: [15, 18, 21, 24, 27, 29, 30, 31, 30] },
  { label: 'Electronic', data: [10, 11, 12, 12, 14, 16, 15, 17, 19] },
  { label: 'Jazz', data: [6, 6, 5, 5, 6, 6, 7, 7, 8] },
];

export default function Streamgraph() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point' }]}
      leftAxis={null}
      series={genres.map((genre) => ({
        ...genre,
        area: true,
        showMark: false,
        curve: 'natural' as const,
        stack: 'genres',
        stackOffset: 'wiggle' as const,
        stackOrder: 'insideOut' as const,
        valueFormatter: (v: number | null) => (v === null ? '' : `${v}M streams`),
      }))}
      margin={{ left: 20 }}
    />
  );
}
