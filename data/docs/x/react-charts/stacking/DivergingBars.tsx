import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const questions = ['Onboarding', 'Documentation', 'Support', 'Pricing', 'Performance'];

export default function DivergingBars() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      margin={{ left: 110, top: 70 }}
      // Negative values stack below zero, outward in series order.
      yAxis={[{ scaleType: 'band', data: questions }]}
      xAxis={[{ valueFormatter: (v: number) => `${Math.abs(v)}%` }]}
      series={[
        {
          data: [-12, -18, -10, -25, -15],
          label: 'Somewhat disagree',
          stack: 'survey',
          color: '#ffb74d',
        },
        { data: [-8, -14, -5, -22, -9], label: 'Disagree', stack: 'survey', color: '#ef6c00' },
        { data: [45, 38, 50, 30, 41], label: 'Somewhat agree', stack: 'survey', color: '#64b5f6' },
        { data: [35, 30, 35, 23, 35], label: 'Agree', stack: 'survey', color: '#1565c0' },
      ].map((s) => ({ ...s, valueFormatter: (v: number | null) => `${Math.abs(v ?? 0)}%` }))}
    />
  );
}
