import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];
const scope = { highlight: 'series', fade: 'global' } as const;

export default function HighlightScope() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point' }]}
      series={[
        { data: [12, 15, 9, 18, 22, 25, 28], label: 'Europe', highlightScope: scope },
        { data: [20, 22, 17, 24, 27, 29, 31], label: 'Americas', highlightScope: scope },
        { data: [8, 11, 13, 16, 21, 26, 33], label: 'Asia-Pacific', highlightScope: scope },
      ]}
      axisHighlight={{ x: 'none' }}
      tooltip={{ trigger: 'item' }}
    />
  );
}
