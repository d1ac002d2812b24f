import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiExpansionSimple() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={(event) => apiRef.current?.setItemExpansion(event, 'kitchen', true)}
        >
          Open kitchen
        </Button>
        <Button
          size="small"
          onClick={(event) => apiRef.current?.setItemExpansion(event, 'kitchen', false)}
        >
          Close kitchen
        </Button>
      </Stack>
      <SimpleTreeView apiRef={apiRef}>
        <TreeItem itemId="kitchen" label="Kitchen">
          <TreeItem itemId="oven" label="Oven" />
          <TreeItem itemId="fridge" label="Fridge" />
        </TreeItem>
        <TreeItem itemId="garage" label="Garage">
          <TreeItem itemId="bike" label="Bike" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
