import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelectSimple() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView multiSelect defaultExpandedItems={['inbox', 'projects']}>
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="invoices" label="Invoices" />
          <TreeItem itemId="newsletters" label="Newsletters" />
        </TreeItem>
        <TreeItem itemId="projects" label="Projects">
          <TreeItem itemId="website" label="Website" />
          <TreeItem itemId="mobile-app" label="Mobile app" />
        </TreeItem>
        <TreeItem itemId="archive" label="Archive" />
      </SimpleTreeView>
    </Box>
  );
}
