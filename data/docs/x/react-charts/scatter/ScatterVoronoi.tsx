import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';

// Weekly study hours and exam score of a fixed group of students.
const students = [
  [2, 48],
  [3, 55],
  [4, 52],
  [5, 61],
  [6, 64],
  [7, 70],
  [8, 67],
  [9, 76],
  [10, 74],
  [12, 83],
  [14, 88],
  [15, 91],
].map(([x, y], index) => ({ id: index, x, y }));

export default function ScatterVoronoi() {
  const [radius, setRadius] = React.useState(25);
  const [clicked, setClicked] = React.useState<number | null>(null);
  const student = clicked === null ? null : students[clicked];
  return (
    <Box>
      <Typography id="voronoi-radius" variant="body2">
        voronoiMaxRadius: {radius}px
      </Typography>
      <Slider
        aria-labelledby="voronoi-radius"
        value={radius}
        min={5}
        max={100}
        onChange={(_, value) => setRadius(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <ScatterChart
        height={260}
        voronoiMaxRadius={radius}
        onItemClick={(_: unknown, item: ScatterItemIdentifier) => setClicked(item.dataIndex)}
        xAxis={[{ label: 'Study hours per week' }]}
        yAxis={[{ min: 40, max: 100 }]}
        series={[{ data: students, label: 'Students' }]}
        slotProps={{ legend: { hidden: true } }}
      />
      <Typography variant="body2" aria-live="polite">
        {student
          ? `Clicked: ${student.x} hours a week, score ${student.y}.`
          : 'Click near a point to select it.'}
      </Typography>
    </Box>
  );
}
