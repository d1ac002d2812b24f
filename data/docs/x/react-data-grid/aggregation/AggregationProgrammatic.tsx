import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { type OrderLine, orderLines } from './orderLines';

// Users cannot change aggregation from any menu, but the model still applies
const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', width: 210, aggregable: false },
  { field: 'warehouse', headerName: 'Warehouse', width: 110, aggregable: false },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, aggregable: false },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, aggregable: false },
];

export default function AggregationProgrammatic() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={orderLines}
        columns={columns}
        initialState={{ aggregation: { model: { quantity: 'sum', unitPrice: 'avg' } } }}
        hideFooter
      />
    </Box>
  );
}
