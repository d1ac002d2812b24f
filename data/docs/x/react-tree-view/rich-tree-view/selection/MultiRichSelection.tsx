import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const PHOTOS: TreeViewBaseItem[] = [
  {
    id: 'iceland-2023',
    label: 'Iceland, June 2023',
    children: [
      { id: 'img-0412', label: 'IMG_0412 Skógafoss' },
      { id: 'img-0418', label: 'IMG_0418 Black beach' },
      { id: 'img-0433', label: 'IMG_0433 Puffins' },
      { id: 'img-0451', label: 'IMG_0451 Glacier lagoon' },
    ],
  },
  {
    id: 'lisbon-2024',
    label: 'Lisbon, March 2024',
    children: [
      { id: 'img-1102', label: 'IMG_1102 Tram 28' },
      { id: 'img-1119', label: 'IMG_1119 Alfama rooftops' },
    ],
  },
];

export default function MultiRichSelection() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeView
        items={PHOTOS}
        multiSelect
        defaultExpandedItems={['iceland-2023', 'lisbon-2024']}
        defaultSelectedItems={['img-0412', 'img-0433']}
      />
    </Box>
  );
}
