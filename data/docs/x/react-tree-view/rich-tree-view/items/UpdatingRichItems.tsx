import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const PENDING_GUESTS = ['Amara Okafor', 'Lucas Meyer', 'Sofia Rossi', 'Kenji Tanaka'];

const INITIAL_ITEMS: TreeViewBaseItem[] = [
  {
    id: 'confirmed',
    label: 'Confirmed guests',
    children: [
      { id: 'guest-nora', label: 'Nora Lindqvist' },
      { id: 'guest-omar', label: 'Omar Haddad' },
    ],
  },
];

export default function UpdatingRichItems() {
  const [items, setItems] = React.useState(INITIAL_ITEMS);
  const guests = items[0].children ?? [];
  const nextGuest = PENDING_GUESTS.find((name) => !guests.some((guest) => guest.label === name));

  const addGuest = () => {
    if (!nextGuest) {
      return;
    }
    const id = `guest-${nextGuest.split(' ')[0].toLowerCase()}`;
    setItems([{ ...items[0], children: [...guests, { id, label: nextGuest }] }]);
  };

  const removeLast = () => {
    setItems([{ ...items[0], children: guests.slice(0, -1) }]);
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addGuest} disabled={!nextGuest}>
          Add guest
        </Button>
        <Button size="small" variant="outlined" onClick={removeLast} disabled={guests.length === 0}>
          Remove last
        </Button>
      </Stack>
      <RichTreeView items={items} defaultExpandedItems={['confirmed']} />
    </Box>
  );
}
