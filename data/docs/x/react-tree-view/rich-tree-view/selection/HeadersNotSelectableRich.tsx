import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Product {
  sku: string;
  name: string;
  isCategory?: boolean;
  children?: Product[];
}

const CATALOGUE: Product[] = [
  {
    sku: 'laptops',
    name: 'Laptops',
    isCategory: true,
    children: [
      { sku: 'LP-1402', name: 'Aero 14 — €1,149' },
      { sku: 'LP-1607', name: 'Studio 16 — €1,899' },
    ],
  },
  {
    sku: 'accessories',
    name: 'Accessories',
    isCategory: true,
    children: [
      { sku: 'AC-0031', name: 'USB-C dock — €129' },
      { sku: 'AC-0045', name: 'Sleeve 14" — €39' },
    ],
  },
];

const CATEGORY_IDS = new Set(['laptops', 'accessories']);

export default function HeadersNotSelectableRich() {
  const [selected, setSelected] = React.useState<string | null>('LP-1402');

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected product: {selected ?? 'none'}
      </Typography>
      <RichTreeView
        items={CATALOGUE}
        getItemId={(product) => product.sku}
        getItemLabel={(product) => product.name}
        defaultExpandedItems={['laptops', 'accessories']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => {
          if (itemId === null || !CATEGORY_IDS.has(itemId)) {
            setSelected(itemId);
          }
        }}
      />
    </Box>
  );
}
