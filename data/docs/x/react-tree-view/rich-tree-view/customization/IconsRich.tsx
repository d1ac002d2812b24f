import * as React from 'react';
import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'photos',
    label: 'Photos',
    children: [
      { id: 'beach', label: 'beach.jpg' },
      { id: 'mountain', label: 'mountain.jpg' },
    ],
  },
  {
    id: 'documents',
    label: 'Documents',
    children: [{ id: 'cv', label: 'cv.pdf' }],
  },
];

export default function IconsRich() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        items={ITEMS}
        defaultExpandedItems={['photos']}
        slots={{
          expandIcon: FolderIcon,
          collapseIcon: FolderOpenIcon,
          endIcon: InsertDriveFileOutlinedIcon,
        }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
          endIcon: { color: 'action' },
        }}
      />
    </Box>
  );
}
