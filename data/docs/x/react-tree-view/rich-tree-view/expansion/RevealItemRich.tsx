import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const FILES: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [{ id: 'src/components/Button.tsx', label: 'Button.tsx' }],
      },
      { id: 'src/index.ts', label: 'index.ts' },
    ],
  },
  {
    id: 'tests',
    label: 'tests',
    children: [{ id: 'tests/Button.test.tsx', label: 'Button.test.tsx' }],
  },
];

const LEAVES = ['src/components/Button.tsx', 'src/index.ts', 'tests/Button.test.tsx'];

function getAncestorIds(items: TreeViewBaseItem[], target: string): string[] | null {
  for (const item of items) {
    if (item.id === target) {
      return [];
    }
    const path = getAncestorIds(item.children ?? [], target);
    if (path) {
      return [item.id, ...path];
    }
  }
  return null;
}

export default function RevealItemRich() {
  const [selected, setSelected] = React.useState<string | null>(null);
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const reveal = (itemId: string) => {
    setSelected(itemId);
    const ancestors = getAncestorIds(FILES, itemId) ?? [];
    setExpandedItems((previous) => Array.from(new Set([...previous, ...ancestors])));
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <TextField
        select
        size="small"
        label="Reveal file"
        value={selected && LEAVES.includes(selected) ? selected : ''}
        onChange={(event) => reveal(event.target.value)}
        sx={{ mb: 1, minWidth: 240 }}
      >
        {LEAVES.map((id) => (
          <MenuItem key={id} value={id}>
            {id}
          </MenuItem>
        ))}
      </TextField>
      <RichTreeView
        items={FILES}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        expandedItems={expandedItems}
        onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
      />
    </Box>
  );
}
