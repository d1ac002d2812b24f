import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const DEPARTMENTS: TreeViewBaseItem[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'frontend', label: 'Front-end' },
      { id: 'backend', label: 'Back-end' },
      { id: 'infra', label: 'Infrastructure' },
    ],
  },
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'product-design', label: 'Product design' },
      { id: 'brand', label: 'Brand' },
    ],
  },
  { id: 'support', label: 'Customer support' },
];

export default function FirstTreeView() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected: {selected ?? 'nothing'}
      </Typography>
      <RichTreeView
        items={DEPARTMENTS}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
