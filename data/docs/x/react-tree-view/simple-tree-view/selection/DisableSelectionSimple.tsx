import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisableSelectionSimple() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView disableSelection defaultExpandedItems={['recipes']}>
        <TreeItem itemId="recipes" label="Recipes">
          <TreeItem itemId="shakshuka" label="Shakshuka" />
          <TreeItem itemId="risotto" label="Mushroom risotto" />
          <TreeItem itemId="pho" label="Beef pho" />
        </TreeItem>
        <TreeItem itemId="basics" label="Kitchen basics">
          <TreeItem itemId="stock" label="Vegetable stock" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
