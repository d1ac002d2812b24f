import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItemSelectionSimple() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView
        multiSelect
        checkboxSelection
        disabledItemsFocusable
        defaultExpandedItems={['sizes', 'colours']}
        defaultSelectedItems={['size-m']}
      >
        <TreeItem itemId="sizes" label="Sizes">
          <TreeItem itemId="size-s" label="S" />
          <TreeItem itemId="size-m" label="M" />
          <TreeItem itemId="size-l" label="L (sold out)" disabled />
        </TreeItem>
        <TreeItem itemId="colours" label="Colours">
          <TreeItem itemId="colour-navy" label="Navy" />
          <TreeItem itemId="colour-sand" label="Sand (sold out)" disabled />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
