import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const TABLE_OF_CONTENTS: TreeViewBaseItem[] = [
  {
    id: 'chapter-1',
    label: '1. Getting started',
    children: [
      { id: 'section-1-1', label: '1.1 Installing the app' },
      { id: 'section-1-2', label: '1.2 Creating an account' },
    ],
  },
  {
    id: 'chapter-2',
    label: '2. Daily use',
    children: [
      { id: 'section-2-1', label: '2.1 Logging expenses' },
      { id: 'section-2-2', label: '2.2 Monthly reports' },
    ],
  },
];

export default function DisabledSelectionRich() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <RichTreeView
        items={TABLE_OF_CONTENTS}
        disableSelection
        defaultExpandedItems={['chapter-1']}
      />
    </Box>
  );
}
