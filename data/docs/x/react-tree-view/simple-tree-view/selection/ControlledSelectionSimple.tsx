import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const ALL_IDS = ['europe', 'paris', 'berlin', 'asia', 'tokyo', 'seoul'];

export default function ControlledSelectionSimple() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);
  const [lastToggle, setLastToggle] = React.useState('');

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setSelectedItems(ALL_IDS)}>
          Select all
        </Button>
        <Button size="small" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2">Selected: {selectedItems.join(', ') || 'none'}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last toggle: {lastToggle || 'none'}
      </Typography>
      <SimpleTreeView
        multiSelect
        selectedItems={selectedItems}
        onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        onItemSelectionToggle={(event, itemId, isSelected) =>
          setLastToggle(`${itemId} ${isSelected ? 'selected' : 'deselected'}`)
        }
        defaultExpandedItems={['europe', 'asia']}
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="paris" label="Paris" />
          <TreeItem itemId="berlin" label="Berlin" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="tokyo" label="Tokyo" />
          <TreeItem itemId="seoul" label="Seoul" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
