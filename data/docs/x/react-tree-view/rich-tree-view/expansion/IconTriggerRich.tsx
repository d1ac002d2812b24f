import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const NOTES: TreeViewBaseItem[] = [
  {
    id: 'trips',
    label: 'Trips',
    children: [
      { id: 'norway', label: 'Norway packing list' },
      { id: 'porto', label: 'Porto restaurants' },
    ],
  },
  {
    id: 'home',
    label: 'Home',
    children: [
      { id: 'garden', label: 'Garden plan 2024' },
      { id: 'repairs', label: 'Repairs to book' },
    ],
  },
];

export default function IconTriggerRich() {
  const [open, setOpen] = React.useState<string | null>('trips');

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Open in editor: {open ?? 'nothing'}
      </Typography>
      <RichTreeView
        items={NOTES}
        expansionTrigger="iconContainer"
        selectedItems={open}
        onSelectedItemsChange={(event, itemId) => setOpen(itemId)}
      />
    </Box>
  );
}
