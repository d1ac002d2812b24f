import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Daily goals as concentric rings: each ring is its own pie series with a grey remainder.
const goals = [
  { id: 'move', label: 'Move', done: 420, target: 500, unit: 'kcal', color: '#e53935' },
  { id: 'exercise', label: 'Exercise', done: 24, target: 30, unit: 'min', color: '#7cb342' },
  { id: 'stand', label: 'Stand', done: 10, target: 12, unit: 'h', color: '#039be5' },
];

export default function ProgressRings() {
  return (
    <PieChart
      height={260}
      margin={{ right: 160 }}
      series={goals.map((goal, index) => ({
        id: goal.id,
        innerRadius: 40 + index * 28,
        outerRadius: 62 + index * 28,
        cornerRadius: 10,
        startAngle: 0,
        endAngle: 360,
        data: [
          {
            id: `${goal.id}-done`,
            value: goal.done,
            label: `${goal.label}: ${goal.done}/${goal.target} ${goal.unit}`,
            color: goal.color,
          },
          {
            id: `${goal.id}-left`,
            value: Math.max(goal.target - goal.done, 0),
            color: 'rgba(128, 128, 128, 0.2)',
          },
        ],
      }))}
    />
  );
}
