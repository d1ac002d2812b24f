import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { type OrderLine, orderLines } from './orderLines';

// Same result as `sum`, shown in thousands of euros with one decimal
const sumInThousands: GridAggregationFunction = {
  ...GRID_AGGREGATION_FUNCTIONS.sum,
  label: 'total (k€)',
  valueFormatter: (value: number | null) => (value == null ? '' : `€${(value / 1000).toFixed(1)}k`),
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, sumInThousands };

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', width: 210 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 160,
    valueGetter: (_value, row) => row.quantity * row.unitPrice * 12,
    valueFormatter: (value: number | null) => (value == null ? '' : `€${value.toFixed(2)}`),
  },
];

export default function AggregationValueFormatter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={orderLines}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { revenue: 'sumInThousands', quantity: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
