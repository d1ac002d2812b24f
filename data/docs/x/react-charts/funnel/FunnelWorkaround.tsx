import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const steps = [
  { step: 'Visited site', users: 12000 },
  { step: 'Viewed pricing', users: 5400 },
  { step: 'Started trial', users: 2100 },
  { step: 'Invited team', users: 980 },
  { step: 'Purchased', users: 430 },
];

// Each bar is split in two halves around zero: the diverging stack of bar charts
// puts the negative half on the left, which centres the bar like a funnel.
const half = steps.map((s) => s.users / 2);
const color = '#3f51b5';
// The tooltip shows the step name and the full value, not the half.
const format = (value: number | null, context: { dataIndex: number }) =>
  value === null
    ? ''
    : `${steps[context.dataIndex].step}: ${(Math.abs(value) * 2).toLocaleString('en-US')} users`;

const stepLabel = (step: string) => {
  const index = steps.findIndex((s) => s.step === step);
  if (index === 0) {
    return step;
  }
  const rate = Math.round((steps[index].users / steps[index - 1].users) * 100);
  return `${step} (${rate}%)`;
};

export default function FunnelWorkaround() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      margin={{ left: 150, right: 20 }}
      yAxis={[
        {
          scaleType: 'band',
          data: steps.map((s) => s.step),
          valueFormatter: (step: string) => stepLabel(step),
        },
      ]}
      bottomAxis={null}
      leftAxis={{ disableLine: true, disableTicks: true }}
      series={[
        { id: 'left', data: half.map((v) => -v), stack: 'funnel', color, valueFormatter: format },
        { id: 'right', data: half, stack: 'funnel', color, valueFormatter: format },
      ]}
      tooltip={{ trigger: 'item' }}
      axisHighlight={{ y: 'none' }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
