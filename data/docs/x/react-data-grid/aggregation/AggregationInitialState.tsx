import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { type OrderLine, orderLines } from './orderLines';

const price = (value: number | null | undefined) => (value == null ? '' : `€${value.toFixed(2)}`);

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', width: 210 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: price,
  },
  { field: 'shipped', headerName: 'Shipped', type: 'date', width: 120 },
];

export default function AggregationInitialState() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={orderLines}
        columns={columns}
        initialState={{
          aggregation: { model: { quantity: 'sum', unitPrice: 'avg', shipped: 'max' } },
        }}
        hideFooter
      />
    </Box>
  );
}
