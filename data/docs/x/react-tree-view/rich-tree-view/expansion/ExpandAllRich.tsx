import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const MENU: TreeViewBaseItem[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Soup of the day' },
      { id: 'salad', label: 'Green salad' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      {
        id: 'vegetarian',
        label: 'Vegetarian',
        children: [{ id: 'risotto', label: 'Mushroom risotto' }],
      },
      { id: 'fish', label: 'Grilled fish' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [{ id: 'tart', label: 'Lemon tart' }] },
];

function getExpandableIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0 ? [item.id, ...getExpandableIds(item.children)] : [],
  );
}

const ALL_EXPANDABLE = getExpandableIds(MENU);

export default function ExpandAllRich() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setExpandedItems(ALL_EXPANDABLE)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <RichTreeView
        items={MENU}
        expandedItems={expandedItems}
        onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
      />
    </Box>
  );
}
