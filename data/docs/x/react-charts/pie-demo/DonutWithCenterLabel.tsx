import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const tasks = [
  { id: 'done', value: 34, label: 'Done', color: '#43a047' },
  { id: 'review', value: 9, label: 'In review', color: '#fb8c00' },
  { id: 'todo', value: 17, label: 'To do', color: '#bdbdbd' },
];
const total = tasks.reduce((sum, task) => sum + task.value, 0);

const CenterText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 22,
  fontWeight: 600,
}));

function CenterLabel({ children }: { children: React.ReactNode }) {
  const { width, height, left, top } = useDrawingArea();
  return (
    <CenterText x={left + width / 2} y={top + height / 2}>
      {children}
    </CenterText>
  );
}

export default function DonutWithCenterLabel() {
  return (
    <PieChart height={260} series={[{ data: tasks, innerRadius: 70, paddingAngle: 2 }]}>
      <CenterLabel>{Math.round((tasks[0].value / total) * 100)}% done</CenterLabel>
    </PieChart>
  );
}
