import * as React from 'react';
import {
  ChartContainer,
  AreaPlot,
  LinePlot,
  ChartsXAxis,
  ChartsYAxis,
  ChartsReferenceLine,
} from '@mui/x-charts';

const hours = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22];
const cpu = [22, 18, 15, 17, 48, 71, 84, 92, 77, 58, 36, 25];

export default function LineWithThreshold() {
  return (
    <ChartContainer
      width={560}
      height={280}
      xAxis={[{ data: hours, min: 0, max: 22, valueFormatter: (h: number) => `${h}:00` }]}
      yAxis={[{ min: 0, max: 100 }]}
      series={[{ type: 'line', data: cpu, area: true, label: 'CPU (%)' }]}
      sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.25 } }}
    >
      <AreaPlot />
      <LinePlot />
      <ChartsReferenceLine
        y={80}
        label="Alert threshold"
        labelAlign="start"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '4 4' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
