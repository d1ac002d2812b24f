import * as React from 'react';
import dayjs from 'dayjs';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const projectStart = dayjs('2024-04-01');
const tasks = [
  { name: 'Research', start: '2024-04-01', end: '2024-04-08' },
  { name: 'Design', start: '2024-04-06', end: '2024-04-17' },
  { name: 'Backend', start: '2024-04-15', end: '2024-05-03' },
  { name: 'Frontend', start: '2024-04-18', end: '2024-05-08' },
  { name: 'Testing', start: '2024-05-01', end: '2024-05-14' },
  { name: 'Launch', start: '2024-05-14', end: '2024-05-16' },
];

// Offsets and durations in days from the project start.
const offsets = tasks.map((t) => dayjs(t.start).diff(projectStart, 'day'));
const durations = tasks.map((t) => dayjs(t.end).diff(dayjs(t.start), 'day'));
const toDate = (day: number) => projectStart.add(day, 'day').format('MMM D');
const today = dayjs('2024-04-24').diff(projectStart, 'day');

export default function GanttWorkaround() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      margin={{ left: 80, top: 30 }}
      yAxis={[{ scaleType: 'band', data: tasks.map((t) => t.name) }]}
      xAxis={[
        { min: 0, max: 46, tickInterval: [0, 7, 14, 21, 28, 35, 42], valueFormatter: toDate },
      ]}
      series={[
        {
          id: 'offset',
          data: offsets,
          stack: 'gantt',
          color: 'transparent',
          valueFormatter: (_, { dataIndex }) => `Starts ${tasks[dataIndex].start}`,
        },
        {
          id: 'duration',
          data: durations,
          stack: 'gantt',
          color: '#5c6bc0',
          valueFormatter: (v, { dataIndex }) =>
            `${tasks[dataIndex].start} → ${tasks[dataIndex].end} (${v} days)`,
        },
      ]}
      grid={{ vertical: true }}
      tooltip={{ trigger: 'item' }}
      axisHighlight={{ y: 'none' }}
      slotProps={{ legend: { hidden: true } }}
    >
      <ChartsReferenceLine
        x={today}
        label="Today"
        labelAlign="start"
        lineStyle={{ stroke: '#d32f2f' }}
      />
    </BarChart>
  );
}
