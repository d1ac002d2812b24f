import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsAxisContentProps } from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

function TotalTooltip(props: ChartsAxisContentProps) {
  const { series, dataIndex, axisValue } = props;
  if (dataIndex === null || dataIndex === undefined) {
    return null;
  }
  const rows = series.map((entry) => {
    const value = (entry.data as (number | null)[])[dataIndex] ?? 0;
    // Only bar series reach this tooltip; pie series have no series label.
    const rawLabel = 'label' in entry ? entry.label : undefined;
    const label = typeof rawLabel === 'function' ? rawLabel('tooltip') : rawLabel;
    return { id: entry.id, label, value, color: entry.getColor(dataIndex) };
  });
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <Paper sx={{ p: 1.5, minWidth: 180 }}>
      <Typography variant="subtitle2">{String(axisValue)} 2024</Typography>
      {rows.map((row) => (
        <Typography key={row.id} variant="body2" sx={{ color: row.color }}>
          {row.label}: {row.value} ({Math.round((row.value / total) * 100)} %)
        </Typography>
      ))}
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
        Total: {total} tickets
      </Typography>
    </Paper>
  );
}

export default function TooltipAxisContent() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[
        { data: [120, 134, 98, 150, 142, 160], label: 'Email', stack: 'tickets' },
        { data: [60, 72, 80, 66, 91, 88], label: 'Chat', stack: 'tickets' },
        { data: [30, 28, 35, 22, 26, 31], label: 'Phone', stack: 'tickets' },
      ]}
      slots={{ axisContent: TotalTooltip }}
    />
  );
}
