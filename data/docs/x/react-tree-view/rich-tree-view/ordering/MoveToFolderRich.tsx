import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const FOLDERS = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'receipts', label: 'Receipts' },
  { id: 'travel', label: 'Travel' },
];

const INITIAL_ITEMS: TreeViewBaseItem[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'train', label: 'Train tickets to Lyon' },
      { id: 'bakery', label: 'Bakery receipt, €8.40' },
      { id: 'hotel', label: 'Hotel confirmation' },
    ],
  },
  { id: 'receipts', label: 'Receipts', children: [] },
  { id: 'travel', label: 'Travel', children: [] },
];

function moveToFolder(items: TreeViewBaseItem[], itemId: string, folderId: string) {
  const moved = items.flatMap((folder) => folder.children ?? []).find((mail) => mail.id === itemId);
  if (!moved) {
    return items;
  }
  return items.map((folder) => {
    const children = (folder.children ?? []).filter((mail) => mail.id !== itemId);
    return { ...folder, children: folder.id === folderId ? [...children, moved] : children };
  });
}

export default function MoveToFolderRich() {
  const [items, setItems] = React.useState(INITIAL_ITEMS);
  const [selected, setSelected] = React.useState<string | null>('train');
  const [target, setTarget] = React.useState('travel');
  const isMail = selected !== null && !FOLDERS.some((folder) => folder.id === selected);

  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Destination"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ minWidth: 140 }}
        >
          {FOLDERS.map((folder) => (
            <MenuItem key={folder.id} value={folder.id}>
              {folder.label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!isMail}
          onClick={() =>
            selected && setItems((previous) => moveToFolder(previous, selected, target))
          }
        >
          Move
        </Button>
      </Stack>
      <RichTreeView
        items={items}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['inbox', 'receipts', 'travel']}
      />
    </Box>
  );
}
