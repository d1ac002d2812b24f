import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const reps = ['Ana', 'Ben', 'Chloé', 'Dev', 'Elif', 'Femi', 'Gus'];
const deals = [14, 9, 18, 12, 7, 16, 11];
const target = 12;

const yAxis = {
  max: 20,
  colorMap: { type: 'piecewise' as const, thresholds: [target], colors: ['#ffb74d', '#43a047'] },
};

export default function TargetColoredBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: reps }]}
      yAxis={[yAxis]}
      series={[{ data: deals, label: 'Deals closed' }]}
      slotProps={{ legend: { hidden: true } }}
    >
      <ChartsReferenceLine
        y={target}
        label={`Target: ${target}`}
        labelAlign="end"
        lineStyle={{ strokeDasharray: '5 5' }}
      />
    </BarChart>
  );
}
