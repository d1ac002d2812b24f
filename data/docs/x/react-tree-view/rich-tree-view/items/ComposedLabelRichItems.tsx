import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Invoice {
  number: number;
  client: string;
  total: number;
  children?: Invoice[];
}

const currency = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const INVOICES: Invoice[] = [
  {
    number: 2024,
    client: 'Fiscal year',
    total: 18450,
    children: [
      { number: 1041, client: 'Bakery Moreau', total: 320 },
      { number: 1042, client: 'Atelier Lenz', total: 12_480 },
      { number: 1043, client: 'Café Sol', total: 5650 },
    ],
  },
];

export default function ComposedLabelRichItems() {
  return (
    <Box sx={{ minHeight: 180, minWidth: 320 }}>
      <RichTreeView
        items={INVOICES}
        defaultExpandedItems={['2024']}
        getItemId={(invoice) => String(invoice.number)}
        getItemLabel={(invoice) =>
          invoice.children
            ? `${invoice.client} ${invoice.number} · ${currency.format(invoice.total)}`
            : `#${invoice.number} ${invoice.client} · ${currency.format(invoice.total)}`
        }
      />
    </Box>
  );
}
