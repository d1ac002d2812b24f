import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { type OrderLine, orderLines } from './orderLines';

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', width: 210 },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    width: 110,
    availableAggregationFunctions: ['size'],
  },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 90,
    availableAggregationFunctions: ['sum'],
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    availableAggregationFunctions: ['min', 'max', 'avg'],
  },
];

export default function AggregationAvailableFunctions() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={orderLines}
        columns={columns}
        initialState={{ aggregation: { model: { quantity: 'sum', unitPrice: 'max' } } }}
        hideFooter
      />
    </Box>
  );
}
