import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'settings',
    label: 'Settings',
    children: [
      { id: 'general', label: 'General' },
      { id: 'notifications', label: 'Notifications' },
      { id: 'privacy', label: 'Privacy' },
    ],
  },
  { id: 'help', label: 'Help' },
];

export default function StyledRich() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 300 }}>
      <RichTreeView
        items={ITEMS}
        defaultExpandedItems={['settings']}
        defaultSelectedItems="notifications"
        itemChildrenIndentation={24}
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 999,
            py: 0.75,
          },
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
            backgroundColor: alpha(theme.palette.primary.main, 0.12),
            color: theme.palette.primary.main,
          },
          [`& .${treeItemClasses.label}`]: {
            fontSize: theme.typography.body2.fontSize,
          },
        })}
      />
    </Box>
  );
}
