import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const StyledTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: theme.shape.borderRadius,
    padding: theme.spacing(0.5, 1),
    margin: theme.spacing(0.25, 0),
  },
  [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
    backgroundColor: alpha(theme.palette.secondary.main, 0.16),
  },
  [`& .${treeItemClasses.label}`]: {
    fontWeight: 500,
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 18,
    borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.4)}`,
  },
}));

export default function StyledItemsSimple() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['company', 'sales']}>
        <StyledTreeItem itemId="company" label="Company">
          <StyledTreeItem itemId="sales" label="Sales">
            <StyledTreeItem itemId="emea" label="EMEA" />
            <StyledTreeItem itemId="americas" label="Americas" />
          </StyledTreeItem>
          <StyledTreeItem itemId="marketing" label="Marketing" />
        </StyledTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
