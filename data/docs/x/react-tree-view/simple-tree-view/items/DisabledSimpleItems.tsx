import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledSimpleItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <SimpleTreeView disabledItemsFocusable={focusable} defaultExpandedItems={['storage']}>
        <TreeItem itemId="storage" label="Storage">
          <TreeItem itemId="photos" label="Photos" />
          <TreeItem itemId="archive" label="Archive (read-only)" disabled>
            <TreeItem itemId="archive-2022" label="2022" />
          </TreeItem>
          <TreeItem itemId="videos" label="Videos" />
        </TreeItem>
        <TreeItem itemId="trash" label="Trash" disabled />
      </SimpleTreeView>
    </Box>
  );
}
