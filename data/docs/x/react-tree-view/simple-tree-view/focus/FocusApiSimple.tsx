import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function FocusApiSimple() {
  const apiRef = useTreeViewApiRef();
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={(event) => apiRef.current?.focusItem(event, 'settings')}>
          Focus Settings
        </Button>
        <Button size="small" onClick={(event) => apiRef.current?.focusItem(event, 'profile')}>
          Focus Profile
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Focused item: {focused ?? 'none'}
      </Typography>
      <SimpleTreeView
        apiRef={apiRef}
        defaultExpandedItems={['account']}
        onItemFocus={(event, itemId) => setFocused(itemId)}
      >
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="profile" label="Profile" />
          <TreeItem itemId="security" label="Security" />
        </TreeItem>
        <TreeItem itemId="settings" label="Settings" />
        <TreeItem itemId="billing" label="Billing">
          <TreeItem itemId="invoices" label="Invoices" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
