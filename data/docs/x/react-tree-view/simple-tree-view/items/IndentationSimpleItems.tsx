import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IndentationSimpleItems() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 250 }}>
      <SimpleTreeView
        itemChildrenIndentation={32}
        defaultExpandedItems={['chapter-1', 'section-1-2']}
      >
        <TreeItem itemId="chapter-1" label="Chapter 1">
          <TreeItem itemId="section-1-1" label="Section 1.1" />
          <TreeItem itemId="section-1-2" label="Section 1.2">
            <TreeItem itemId="section-1-2-1" label="Section 1.2.1" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="chapter-2" label="Chapter 2" />
      </SimpleTreeView>
    </Box>
  );
}
