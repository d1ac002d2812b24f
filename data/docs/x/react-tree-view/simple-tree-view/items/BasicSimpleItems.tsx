import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicSimpleItems() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['fruits']}>
        <TreeItem itemId="fruits" label="Fruits">
          <TreeItem itemId="apple" label="Apple" />
          <TreeItem itemId="citrus" label="Citrus">
            <TreeItem itemId="orange" label="Orange" />
            <TreeItem itemId="lemon" label="Lemon" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="carrot" label="Carrot" />
          <TreeItem itemId="leek" label="Leek" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
