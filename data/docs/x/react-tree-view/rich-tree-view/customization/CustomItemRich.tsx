import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Task = TreeViewBaseItem<{ id: string; label: string; status?: 'todo' | 'done' }>;

const TASKS: Task[] = [
  {
    id: 'launch',
    label: 'Launch website',
    children: [
      { id: 'copy', label: 'Write copy', status: 'done' },
      { id: 'design', label: 'Final design', status: 'done' },
      { id: 'deploy', label: 'Deploy', status: 'todo' },
    ],
  },
  {
    id: 'hiring',
    label: 'Hiring',
    children: [{ id: 'interviews', label: 'Schedule interviews', status: 'todo' }],
  },
];

const STATUS_BY_ID = new Map<string, Task['status']>();
const collect = (items: Task[]) =>
  items.forEach((item) => {
    STATUS_BY_ID.set(item.id, item.status);
    collect(item.children ?? []);
  });
collect(TASKS);

const TaskTreeItem = React.forwardRef(function TaskTreeItem(
  props: TreeItem2Props,
  ref: React.Ref<HTMLLIElement>,
) {
  const status = STATUS_BY_ID.get(props.itemId);
  return (
    <TreeItem2
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <span>{props.label}</span>
          {status && (
            <Chip
              size="small"
              label={status === 'done' ? 'Done' : 'To do'}
              color={status === 'done' ? 'success' : 'default'}
              variant="outlined"
            />
          )}
        </Box>
      }
    />
  );
});

export default function CustomItemRich() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 280 }}>
      <RichTreeView
        items={TASKS}
        defaultExpandedItems={['launch', 'hiring']}
        slots={{ item: TaskTreeItem }}
      />
    </Box>
  );
}
