import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number | null) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
];

const rows = [
  { id: 1, product: 'Ergonomic chair', quantity: 4, unitPrice: 289 },
  { id: 2, product: 'Standing desk', quantity: 2, unitPrice: 549 },
  { id: 3, product: 'Monitor arm', quantity: 6, unitPrice: 89.5 },
  { id: 4, product: 'USB-C dock', quantity: 5, unitPrice: 179 },
  { id: 5, product: 'Desk lamp', quantity: 8, unitPrice: 42.9 },
  { id: 6, product: 'Cable tray', quantity: 10, unitPrice: 18.75 },
];

export default function AggregationFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: {
            model: { quantity: 'sum', unitPrice: 'avg', total: 'sum' },
          },
        }}
      />
    </Box>
  );
}
