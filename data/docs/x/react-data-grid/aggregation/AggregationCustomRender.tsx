import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { type OrderLine, orderLines } from './orderLines';

const columns: GridColDef<OrderLine>[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  {
    field: 'product',
    headerName: 'Product',
    width: 210,
    renderCell: (params) => {
      // On aggregated cells `params.aggregation` is set and the value is the result
      if (params.aggregation) {
        return <strong>{params.value} lines</strong>;
      }
      return params.value;
    },
  },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 140,
    renderCell: (params) => {
      if (params.aggregation) {
        return (
          <Chip
            size="small"
            color={params.value >= 150 ? 'success' : 'default'}
            label={`${params.value} units`}
          />
        );
      }
      return params.formattedValue;
    },
  },
];

export default function AggregationCustomRender() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={orderLines}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['warehouse'] },
          aggregation: { model: { quantity: 'sum', product: 'size' } },
        }}
        hideFooter
      />
    </Box>
  );
}
