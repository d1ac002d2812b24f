import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FileTreeView() {
  const [selected, setSelected] = React.useState<string | null>('readme');

  return (
    <Box sx={{ display: 'flex', gap: 4 }}>
      <SimpleTreeView
        aria-label="Project files"
        defaultExpandedItems={['src', 'components']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        sx={{ minWidth: 240 }}
      >
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="components" label="components">
            <TreeItem itemId="button" label="Button.tsx" />
            <TreeItem itemId="dialog" label="Dialog.tsx" />
          </TreeItem>
          <TreeItem itemId="index" label="index.ts" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="favicon" label="favicon.ico" />
        </TreeItem>
        <TreeItem itemId="readme" label="README.md" />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary">
        Selected item: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
