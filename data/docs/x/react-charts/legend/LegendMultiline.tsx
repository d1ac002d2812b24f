import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const stations = ['Gare du Nord', 'Châtelet', 'La Défense'];

export default function LegendMultiline() {
  return (
    <BarChart
      height={320}
      margin={{ top: 90 }}
      xAxis={[{ scaleType: 'band', data: stations }]}
      series={[
        // A line break in the label is kept in the legend.
        { data: [212, 168, 121], label: 'Morning peak\n07:00–09:30' },
        { data: [188, 155, 140], label: 'Evening peak\n16:30–19:00' },
        { data: [74, 92, 38], label: 'Off-peak' },
      ]}
      slotProps={{
        legend: {
          padding: { top: 10, bottom: 0, left: 0, right: 0 },
          itemGap: 24,
          labelStyle: { fontSize: 13 },
        },
      }}
    />
  );
}
