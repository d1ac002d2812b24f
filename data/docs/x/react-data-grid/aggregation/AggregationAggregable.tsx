import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { type OrderLine, orderLines } from './orderLines';

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', width: 210 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  // A count of prices means nothing here: no aggregation in the menu
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, aggregable: false },
  { field: 'shipped', headerName: 'Shipped', type: 'date', width: 120, aggregable: false },
];

export default function AggregationAggregable() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={orderLines}
        columns={columns}
        initialState={{ aggregation: { model: { quantity: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
