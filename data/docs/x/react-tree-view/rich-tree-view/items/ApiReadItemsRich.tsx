import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

type Product = TreeViewBaseItem<{ id: string; label: string; price?: number }>;

const CATALOG: Product[] = [
  {
    id: 'laptops',
    label: 'Laptops',
    children: [
      { id: 'ultrabook', label: 'Ultrabook 13"', price: 1299 },
      { id: 'workstation', label: 'Workstation 16"', price: 2499 },
    ],
  },
  {
    id: 'accessories',
    label: 'Accessories',
    children: [{ id: 'dock', label: 'USB-C dock', price: 189 }],
  },
];

export default function ApiReadItemsRich() {
  const apiRef = useTreeViewApiRef();
  const [message, setMessage] = React.useState('Select a product');

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <RichTreeView
        apiRef={apiRef}
        items={CATALOG}
        defaultExpandedItems={['laptops', 'accessories']}
        onSelectedItemsChange={(event, itemId) => {
          if (itemId == null) {
            return;
          }
          const item: Product = apiRef.current!.getItem(itemId);
          setMessage(
            item.price === undefined ? `${item.label}: category` : `${item.label}: $${item.price}`,
          );
        }}
      />
      <Button
        size="small"
        onClick={() =>
          setMessage(`Root ids: ${apiRef.current!.getItemOrderedChildrenIds(null).join(', ')}`)
        }
      >
        List root items
      </Button>
    </Box>
  );
}
