import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CheckboxSelectionSimple() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView
        checkboxSelection
        multiSelect
        defaultExpandedItems={['toppings']}
        defaultSelectedItems={['cheese']}
      >
        <TreeItem itemId="toppings" label="Toppings">
          <TreeItem itemId="cheese" label="Cheese" />
          <TreeItem itemId="mushrooms" label="Mushrooms" />
          <TreeItem itemId="olives" label="Olives" />
        </TreeItem>
        <TreeItem itemId="sauces" label="Sauces">
          <TreeItem itemId="tomato" label="Tomato" />
          <TreeItem itemId="cream" label="Cream" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
