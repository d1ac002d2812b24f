import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const CONTINENTS: TreeViewBaseItem[] = [
  {
    id: 'africa',
    label: 'Africa',
    children: [
      { id: 'kenya', label: 'Kenya' },
      { id: 'senegal', label: 'Senegal' },
    ],
  },
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'france', label: 'France' },
      { id: 'italy', label: 'Italy' },
      { id: 'poland', label: 'Poland' },
    ],
  },
  { id: 'antarctica', label: 'Antarctica' },
];

export default function BasicRichItems() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView items={CONTINENTS} defaultExpandedItems={['europe']} />
    </Box>
  );
}
