import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, TreeItem2Label } from '@mui/x-tree-view/TreeItem2';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';

const UppercaseLabel = styled(TreeItem2Label)(({ theme }) => ({
  fontSize: theme.typography.overline.fontSize,
  letterSpacing: theme.typography.overline.letterSpacing,
  textTransform: 'uppercase',
  fontWeight: 600,
}));

const CompactTreeItem = styled(TreeItem2)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    padding: theme.spacing(0.25, 1),
    borderLeft: '3px solid transparent',
    borderRadius: 0,
  },
  [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
    borderLeftColor: theme.palette.primary.main,
  },
}));

export default function StyledTreeItem2() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['channels']}>
        <CompactTreeItem
          itemId="channels"
          label="Channels"
          slots={{
            label: UppercaseLabel,
            expandIcon: ArrowRightIcon,
            collapseIcon: ArrowDropDownIcon,
          }}
        >
          <CompactTreeItem itemId="general" label="# general" />
          <CompactTreeItem itemId="random" label="# random" />
          <CompactTreeItem itemId="releases" label="# releases" />
        </CompactTreeItem>
        <CompactTreeItem itemId="direct" label="Direct messages" slots={{ label: UppercaseLabel }}>
          <CompactTreeItem itemId="dm-alex" label="Alex" />
        </CompactTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
