import * as React from 'react';
import {
  ResponsiveChartContainer,
  BarPlot,
  LinePlot,
  MarkPlot,
  ChartsXAxis,
  ChartsYAxis,
  ChartsGrid,
  ChartsTooltip,
  ChartsAxisHighlight,
  ChartsLegend,
} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function BarsWithLine() {
  return (
    <ResponsiveChartContainer
      height={340}
      margin={{ top: 50, left: 50, right: 50 }}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'orders', min: 0 },
        { id: 'conversion', min: 0, max: 5 },
      ]}
      series={[
        {
          type: 'bar',
          label: 'Orders',
          data: [320, 290, 350, 410, 380, 460, 500, 470],
          yAxisId: 'orders',
        },
        {
          type: 'line',
          label: 'Conversion rate',
          data: [2.1, 2.0, 2.4, 2.9, 2.6, 3.2, 3.6, 3.3],
          yAxisId: 'conversion',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis position="bottom" axisId="months" />
      <ChartsYAxis position="left" axisId="orders" label="Orders" />
      <ChartsYAxis position="right" axisId="conversion" label="Conversion (%)" />
      <ChartsAxisHighlight x="band" />
      <ChartsLegend />
      <ChartsTooltip trigger="axis" />
    </ResponsiveChartContainer>
  );
}
