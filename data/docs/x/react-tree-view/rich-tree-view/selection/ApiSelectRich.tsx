import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const REGIONS: TreeViewBaseItem[] = [
  {
    id: 'eu-west',
    label: 'EU West',
    children: [
      { id: 'dublin', label: 'Dublin' },
      { id: 'paris', label: 'Paris' },
    ],
  },
  {
    id: 'us-east',
    label: 'US East',
    children: [
      { id: 'virginia', label: 'Virginia' },
      { id: 'ohio', label: 'Ohio' },
    ],
  },
];

export default function ApiSelectRich() {
  const apiRef = useTreeViewApiRef();

  const add = (event: React.SyntheticEvent, itemId: string) =>
    apiRef.current?.selectItem({
      event,
      itemId,
      keepExistingSelection: true,
      shouldBeSelected: true,
    });

  const clearAll = (event: React.SyntheticEvent) => {
    ['dublin', 'paris', 'virginia', 'ohio'].forEach((itemId) =>
      apiRef.current?.selectItem({
        event,
        itemId,
        keepExistingSelection: true,
        shouldBeSelected: false,
      }),
    );
  };

  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={(event) => add(event, 'dublin')}>
          Add Dublin
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => add(event, 'ohio')}>
          Add Ohio
        </Button>
        <Button size="small" onClick={clearAll}>
          Clear
        </Button>
      </Stack>
      <RichTreeView
        apiRef={apiRef}
        items={REGIONS}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['eu-west', 'us-east']}
      />
    </Box>
  );
}
