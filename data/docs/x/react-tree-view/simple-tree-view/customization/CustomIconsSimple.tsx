import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import StarIcon from '@mui/icons-material/Star';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CustomIconsSimple() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView
        defaultExpandedItems={['reports']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: DescriptionOutlinedIcon,
        }}
      >
        <TreeItem itemId="reports" label="Reports">
          <TreeItem itemId="q1" label="Q1 summary" />
          <TreeItem itemId="q2" label="Q2 summary" />
          <TreeItem
            itemId="annual"
            label="Annual report"
            slots={{ endIcon: StarIcon }}
            slotProps={{ endIcon: { color: 'warning' } }}
          />
        </TreeItem>
        <TreeItem itemId="drafts" label="Drafts">
          <TreeItem itemId="draft-1" label="Draft 1" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
