import * as React from 'react';
import {
  ResponsiveChartContainer,
  ScatterPlot,
  LinePlot,
  ChartsXAxis,
  ChartsYAxis,
  ChartsTooltip,
  ChartsVoronoiHandler,
} from '@mui/x-charts';

// Hours of study vs exam score.
const points = [
  [1, 52],
  [2, 55],
  [2.5, 61],
  [3, 58],
  [3.5, 66],
  [4, 63],
  [4.5, 70],
  [5, 72],
  [5.5, 69],
  [6, 78],
  [6.5, 75],
  [7, 83],
  [7.5, 80],
  [8, 88],
  [9, 90],
].map(([x, y], index) => ({ id: index, x, y }));

// Least-squares regression, computed once at module load.
const n = points.length;
const meanX = points.reduce((s, p) => s + p.x, 0) / n;
const meanY = points.reduce((s, p) => s + p.y, 0) / n;
const slope =
  points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0) /
  points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;
const lineX = [0, 10];

export default function TrendLine() {
  return (
    <ResponsiveChartContainer
      height={320}
      xAxis={[{ data: lineX, min: 0, max: 10, label: 'Hours of study' }]}
      yAxis={[{ min: 40, max: 100, label: 'Score' }]}
      series={[
        { type: 'scatter', data: points, label: 'Students', markerSize: 5 },
        {
          type: 'line',
          data: lineX.map((x) => Math.round((intercept + slope * x) * 10) / 10),
          label: 'Trend',
          color: '#9e9e9e',
          disableHighlight: true,
        },
      ]}
    >
      <LinePlot />
      <ScatterPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsVoronoiHandler voronoiMaxRadius={40} />
      <ChartsTooltip trigger="item" />
    </ResponsiveChartContainer>
  );
}
