import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const storage = [
  { id: 'photos', value: 41, label: 'Photos' },
  { id: 'videos', value: 28, label: 'Videos' },
  { id: 'apps', value: 12, label: 'Apps' },
  { id: 'free', value: 19, label: 'Free', color: '#cfd8dc' },
];

const CentreText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

function CentreLabel({ children }: { children: React.ReactNode }) {
  // The drawing area is the space left once margins are removed: its centre is the pie centre.
  const { left, top, width, height } = useDrawingArea();
  return (
    <CentreText x={left + width / 2} y={top + height / 2} fontSize={20}>
      {children}
    </CentreText>
  );
}

export default function PieCenterLabel() {
  return (
    <PieChart
      height={260}
      series={[{ data: storage, innerRadius: 70, outerRadius: 110, paddingAngle: 1 }]}
    >
      <CentreLabel>81 GB used</CentreLabel>
    </PieChart>
  );
}
