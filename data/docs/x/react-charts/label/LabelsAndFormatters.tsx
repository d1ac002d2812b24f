import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function LabelsAndFormatters() {
  return (
    <BarChart
      height={300}
      // Axis label: the title of the axis. Axis valueFormatter: the tick and tooltip header text.
      xAxis={[
        {
          scaleType: 'band',
          data: quarters,
          label: 'Fiscal year 2024',
          valueFormatter: (quarter: string, context) =>
            context.location === 'tooltip' ? `${quarter} of fiscal year 2024` : quarter,
        },
      ]}
      yAxis={[{ label: 'Units shipped', valueFormatter: (value: number) => `${value / 1000}k` }]}
      series={[
        {
          // Series label: the name of the series. Series valueFormatter: how each value reads.
          data: [12400, 15800, 14100, 19900],
          label: (location) => (location === 'legend' ? 'E-bikes' : 'Electric bikes shipped'),
          valueFormatter: (value) =>
            value === null ? '' : `${value.toLocaleString('en-GB')} units`,
        },
      ]}
      barLabel={(item) => `${Math.round((item.value ?? 0) / 1000)}k`}
    />
  );
}
