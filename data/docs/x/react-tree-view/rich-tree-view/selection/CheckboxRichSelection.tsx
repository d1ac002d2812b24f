import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const PERMISSIONS: TreeViewBaseItem[] = [
  {
    id: 'users',
    label: 'Users',
    children: [
      { id: 'users.read', label: 'Read users' },
      { id: 'users.write', label: 'Edit users' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.read', label: 'Read invoices' },
      { id: 'billing.refund', label: 'Issue refunds' },
    ],
  },
];

export default function CheckboxRichSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['users.read']);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Granted: {selectedItems.join(', ') || 'nothing'}
      </Typography>
      <RichTreeView
        items={PERMISSIONS}
        multiSelect
        checkboxSelection
        selectedItems={selectedItems}
        onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        defaultExpandedItems={['users', 'billing']}
      />
    </Box>
  );
}
