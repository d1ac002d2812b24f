import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const tasks = [
  { id: 'todo', value: 14, label: 'To do' },
  { id: 'progress', value: 6, label: 'In progress' },
  { id: 'review', value: 4, label: 'In review' },
  { id: 'done', value: 23, label: 'Done' },
];

export default function PieClick() {
  const [selected, setSelected] = React.useState<string | null>(null);
  const task = tasks.find((entry) => entry.id === selected);
  return (
    <Stack>
      <PieChart
        height={240}
        series={[{ data: tasks, innerRadius: 40, highlightScope: { highlight: 'item' } }]}
        onItemClick={(_, item) => setSelected(tasks[item.dataIndex].id)}
      />
      <Typography variant="body2" sx={{ px: 2 }} aria-live="polite">
        {task
          ? `${task.label}: ${task.value} tasks in sprint 18.`
          : 'Click a slice to see its tasks.'}
      </Typography>
    </Stack>
  );
}
