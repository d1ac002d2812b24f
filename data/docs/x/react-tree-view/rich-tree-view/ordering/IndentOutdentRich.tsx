import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Item = TreeViewBaseItem;

const OUTLINE: Item[] = [
  { id: 'intro', label: 'Introduction' },
  { id: 'market', label: 'Market size' },
  { id: 'competitors', label: 'Competitors' },
  {
    id: 'plan',
    label: 'Go-to-market plan',
    children: [
      { id: 'pricing', label: 'Pricing' },
      { id: 'channels', label: 'Sales channels' },
    ],
  },
];

// Finds the list that holds `itemId`, its index there and the id of its parent.
function locate(
  items: Item[],
  itemId: string,
  parentId: string | null = null,
): { siblings: Item[]; index: number; parentId: string | null } | null {
  const index = items.findIndex((item) => item.id === itemId);
  if (index !== -1) {
    return { siblings: items, index, parentId };
  }
  for (const item of items) {
    const found = item.children ? locate(item.children, itemId, item.id) : null;
    if (found) {
      return found;
    }
  }
  return null;
}

// Applies `update` to the list of children of `parentId` (the root list when null).
function updateList(
  items: Item[],
  parentId: string | null,
  update: (list: Item[]) => Item[],
): Item[] {
  if (parentId === null) {
    return update(items);
  }
  return items.map((item) => {
    if (item.id === parentId) {
      return { ...item, children: update(item.children ?? []) };
    }
    return item.children
      ? { ...item, children: updateList(item.children, parentId, update) }
      : item;
  });
}

function indent(items: Item[], itemId: string): Item[] {
  const place = locate(items, itemId);
  if (!place || place.index === 0) {
    return items;
  }
  const moved = place.siblings[place.index];
  const newParent = place.siblings[place.index - 1];
  const withoutItem = updateList(items, place.parentId, (list) =>
    list.filter((item) => item.id !== itemId),
  );
  return updateList(withoutItem, newParent.id, (list) => [...list, moved]);
}

function outdent(items: Item[], itemId: string): Item[] {
  const place = locate(items, itemId);
  if (!place || place.parentId === null) {
    return items;
  }
  const parentPlace = locate(items, place.parentId);
  if (!parentPlace) {
    return items;
  }
  const moved = place.siblings[place.index];
  const withoutItem = updateList(items, place.parentId, (list) =>
    list.filter((item) => item.id !== itemId),
  );
  return updateList(withoutItem, parentPlace.parentId, (list) => {
    const parentIndex = list.findIndex((item) => item.id === place.parentId);
    return [...list.slice(0, parentIndex + 1), moved, ...list.slice(parentIndex + 1)];
  });
}

export default function IndentOutdentRich() {
  const [items, setItems] = React.useState(OUTLINE);
  const [selected, setSelected] = React.useState<string | null>('competitors');
  const [expanded, setExpanded] = React.useState<string[]>(['plan']);

  const run = (action: typeof indent) => {
    if (!selected) {
      return;
    }
    const next = action(items, selected);
    const parentId = locate(next, selected)?.parentId;
    setItems(next);
    if (parentId && !expanded.includes(parentId)) {
      setExpanded([...expanded, parentId]);
    }
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" disabled={!selected} onClick={() => run(indent)}>
          Indent
        </Button>
        <Button size="small" variant="outlined" disabled={!selected} onClick={() => run(outdent)}>
          Outdent
        </Button>
      </Stack>
      <RichTreeView
        items={items}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      />
    </Box>
  );
}
