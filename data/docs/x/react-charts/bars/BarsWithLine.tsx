import * as React from 'react';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const precipitation = [78, 62, 55, 48, 61, 58, 66, 72, 64, 85, 90, 88];
const temperature = [3.1, 3.6, 6.4, 9.8, 13.5, 16.2, 18.4, 18.1, 15.2, 11.3, 7.0, 4.0];

export default function BarsWithLine() {
  return (
    <ResponsiveChartContainer
      height={320}
      margin={{ left: 64, right: 56 }}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', valueFormatter: (value: number) => `${value} mm` },
        { id: 'temp', valueFormatter: (value: number) => `${value} °C` },
      ]}
      series={[
        { type: 'bar', data: precipitation, label: 'Precipitation', yAxisId: 'rain' },
        {
          type: 'line',
          data: temperature,
          label: 'Mean temperature',
          yAxisId: 'temp',
          color: '#ef6c00',
        },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="rain" position="left" />
      <ChartsYAxis axisId="temp" position="right" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip trigger="axis" />
      <ChartsLegend />
    </ResponsiveChartContainer>
  );
}
