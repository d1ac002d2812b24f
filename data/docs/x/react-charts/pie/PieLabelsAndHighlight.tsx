import * as React from 'react';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const data = [
  { id: 0, value: 38, label: 'Direct' },
  { id: 1, value: 27, label: 'Search' },
  { id: 2, value: 19, label: 'Social' },
  { id: 3, value: 11, label: 'Email' },
  { id: 4, value: 5, label: 'Ads' },
];

export default function PieLabelsAndHighlight() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data,
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 25,
          highlightScope: { highlight: 'item', fade: 'global' },
          faded: { innerRadius: 30, additionalRadius: -20, color: 'gray' },
          valueFormatter: (item) => `${item.value}% of visits`,
        },
      ]}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: { fill: 'white', fontWeight: 'bold' },
      }}
    />
  );
}
