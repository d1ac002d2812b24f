import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const LAYERS: TreeViewBaseItem[] = [
  {
    id: 'map',
    label: 'Map',
    children: [
      {
        id: 'transport',
        label: 'Transport',
        children: [
          { id: 'roads', label: 'Roads' },
          { id: 'rail', label: 'Railways' },
        ],
      },
      { id: 'water', label: 'Rivers and lakes' },
    ],
  },
];

function findItem(items: TreeViewBaseItem[], id: string): TreeViewBaseItem | undefined {
  for (const item of items) {
    if (item.id === id) {
      return item;
    }
    const found = findItem(item.children ?? [], id);
    if (found) {
      return found;
    }
  }
  return undefined;
}

function getDescendantIds(item: TreeViewBaseItem): string[] {
  return (item.children ?? []).flatMap((child) => [child.id, ...getDescendantIds(child)]);
}

export default function CascadingRichSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  const handleToggle = (event: React.SyntheticEvent, itemId: string, isSelected: boolean) => {
    const item = findItem(LAYERS, itemId);
    const descendants = item ? getDescendantIds(item) : [];
    setSelectedItems((previous) => {
      const withoutBranch = previous.filter((id) => id !== itemId && !descendants.includes(id));
      return isSelected ? [...withoutBranch, itemId, ...descendants] : withoutBranch;
    });
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <RichTreeView
        items={LAYERS}
        multiSelect
        checkboxSelection
        selectedItems={selectedItems}
        onItemSelectionToggle={handleToggle}
        defaultExpandedItems={['map', 'transport']}
      />
    </Box>
  );
}
