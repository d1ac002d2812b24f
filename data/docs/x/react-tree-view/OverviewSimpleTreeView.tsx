import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function OverviewSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['products']}>
        <TreeItem itemId="products" label="Products">
          <TreeItem itemId="data-grid" label="Data Grid" />
          <TreeItem itemId="date-pickers" label="Date and Time Pickers" />
          <TreeItem itemId="charts" label="Charts" />
          <TreeItem itemId="tree-view" label="Tree View" />
        </TreeItem>
        <TreeItem itemId="plans" label="Plans">
          <TreeItem itemId="mit" label="MIT" />
          <TreeItem itemId="pro" label="Pro" />
          <TreeItem itemId="premium" label="Premium" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
