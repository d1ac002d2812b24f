import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'src/app', label: 'App.tsx' },
      { id: 'src/main', label: 'main.tsx' },
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/header', label: 'Header.tsx' },
          { id: 'src/components/footer', label: 'Footer.tsx' },
        ],
      },
    ],
  },
  { id: 'package', label: 'package.json' },
  { id: 'readme', label: 'README.md' },
];

export default function OverviewRichTreeView() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView items={ITEMS} defaultExpandedItems={['src']} />
    </Box>
  );
}
