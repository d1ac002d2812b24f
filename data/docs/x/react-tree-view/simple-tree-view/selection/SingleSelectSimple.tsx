import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SingleSelectSimple() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView defaultSelectedItems="invoices" defaultExpandedItems={['finance']}>
        <TreeItem itemId="finance" label="Finance">
          <TreeItem itemId="invoices" label="Invoices" />
          <TreeItem itemId="receipts" label="Receipts" />
          <TreeItem itemId="payroll" label="Payroll" />
        </TreeItem>
        <TreeItem itemId="legal" label="Legal">
          <TreeItem itemId="contracts" label="Contracts" />
        </TreeItem>
        <TreeItem itemId="marketing" label="Marketing" />
      </SimpleTreeView>
    </Box>
  );
}
