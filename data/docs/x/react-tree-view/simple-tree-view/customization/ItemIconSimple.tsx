import * as React from 'react';
import Box from '@mui/material/Box';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ItemIconSimple() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['labels']}>
        <TreeItem itemId="inbox" label="Inbox" slots={{ icon: InboxOutlinedIcon }} />
        <TreeItem itemId="sent" label="Sent" slots={{ icon: SendOutlinedIcon }} />
        <TreeItem itemId="drafts" label="Drafts" slots={{ icon: DraftsOutlinedIcon }} />
        <TreeItem itemId="labels" label="Labels">
          <TreeItem
            itemId="label-travel"
            label="Travel"
            slots={{ icon: LabelOutlinedIcon }}
            slotProps={{ icon: { color: 'success' } }}
          />
          <TreeItem
            itemId="label-family"
            label="Family"
            slots={{ icon: LabelOutlinedIcon }}
            slotProps={{ icon: { color: 'secondary' } }}
          />
        </TreeItem>
        <TreeItem itemId="trash" label="Trash" slots={{ icon: DeleteOutlineIcon }} />
      </SimpleTreeView>
    </Box>
  );
}
