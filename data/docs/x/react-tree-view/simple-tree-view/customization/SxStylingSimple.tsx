import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function SxStylingSimple() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['handbook']}
        defaultSelectedItems="remote"
        sx={{
          [`& .${treeItemClasses.content}`]: { py: 0.25, borderRadius: 1 },
          [`& .${treeItemClasses.label}`]: { fontSize: 14 },
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}:hover`]: {
            bgcolor: 'primary.dark',
          },
        }}
      >
        <TreeItem itemId="handbook" label="Employee handbook">
          <TreeItem itemId="holidays" label="Holidays and leave" />
          <TreeItem itemId="remote" label="Remote work" />
          <TreeItem itemId="expenses" label="Travel expenses" />
        </TreeItem>
        <TreeItem itemId="onboarding" label="Onboarding checklist" />
      </SimpleTreeView>
    </Box>
  );
}
