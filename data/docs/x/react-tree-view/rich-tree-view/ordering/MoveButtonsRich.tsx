import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const INITIAL_ITEMS: TreeViewBaseItem[] = [
  {
    id: 'sprint',
    label: 'Sprint backlog',
    children: [
      { id: 'login', label: 'Fix login redirect' },
      { id: 'export', label: 'CSV export' },
      { id: 'dark-mode', label: 'Dark mode' },
    ],
  },
  {
    id: 'later',
    label: 'Later',
    children: [
      { id: 'sso', label: 'Single sign-on' },
      { id: 'audit', label: 'Audit log' },
    ],
  },
];

// Returns a copy of the tree where the item moved by `offset` among its siblings.
function moveItem(items: TreeViewBaseItem[], itemId: string, offset: number): TreeViewBaseItem[] {
  const index = items.findIndex((item) => item.id === itemId);
  if (index !== -1) {
    const target = index + offset;
    if (target < 0 || target >= items.length) {
      return items;
    }
    const copy = [...items];
    const [moved] = copy.splice(index, 1);
    copy.splice(target, 0, moved);
    return copy;
  }
  return items.map((item) =>
    item.children ? { ...item, children: moveItem(item.children, itemId, offset) } : item,
  );
}

export default function MoveButtonsRich() {
  const [items, setItems] = React.useState(INITIAL_ITEMS);
  const [selected, setSelected] = React.useState<string | null>('export');

  const move = (offset: number) => {
    if (selected) {
      setItems((previous) => moveItem(previous, selected, offset));
    }
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" disabled={!selected} onClick={() => move(-1)}>
          Move up
        </Button>
        <Button size="small" variant="outlined" disabled={!selected} onClick={() => move(1)}>
          Move down
        </Button>
      </Stack>
      <RichTreeView
        items={items}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['sprint', 'later']}
      />
    </Box>
  );
}
