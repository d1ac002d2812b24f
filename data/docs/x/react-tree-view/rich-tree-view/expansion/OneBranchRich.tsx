import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const FAQ: TreeViewBaseItem[] = [
  {
    id: 'orders',
    label: 'Orders',
    children: [
      { id: 'track', label: 'Tracking a parcel' },
      { id: 'change', label: 'Changing an address' },
    ],
  },
  {
    id: 'returns',
    label: 'Returns',
    children: [
      { id: 'window', label: '30-day return window' },
      { id: 'refund', label: 'Refund timing' },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    children: [{ id: 'password', label: 'Resetting a password' }],
  },
];

const ROOT_IDS = FAQ.map((item) => item.id);

export default function OneBranchRich() {
  const [expanded, setExpanded] = React.useState<string[]>(['orders']);

  // When a root item opens, close the other roots; deeper levels are left alone.
  const handleChange = (event: React.SyntheticEvent, itemIds: string[]) => {
    const opened = itemIds.find((id) => !expanded.includes(id));
    if (opened && ROOT_IDS.includes(opened)) {
      setExpanded(itemIds.filter((id) => id === opened || !ROOT_IDS.includes(id)));
    } else {
      setExpanded(itemIds);
    }
  };

  return (
    <Box sx={{ minHeight: 200, minWidth: 260 }}>
      <RichTreeView items={FAQ} expandedItems={expanded} onExpandedItemsChange={handleChange} />
    </Box>
  );
}
