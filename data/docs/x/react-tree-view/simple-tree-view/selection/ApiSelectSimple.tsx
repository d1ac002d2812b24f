import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiSelectSimple() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.selectItem({ event, itemId: 'paris', keepExistingSelection: true })
          }
        >
          Toggle Paris
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.selectItem({ event, itemId: 'kyoto' })}
        >
          Only Kyoto
        </Button>
      </Stack>
      <SimpleTreeView apiRef={apiRef} multiSelect defaultExpandedItems={['europe', 'asia']}>
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="paris" label="Paris" />
          <TreeItem itemId="porto" label="Porto" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="kyoto" label="Kyoto" />
          <TreeItem itemId="hanoi" label="Hanoi" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
