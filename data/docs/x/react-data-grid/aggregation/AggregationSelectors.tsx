import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  GridColDef,
  GridFooterContainer,
  gridAggregationLookupSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
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

// A footer that reads the grid-wide results from the aggregation lookup
function TotalsFooter() {
  const apiRef = useGridApiContext();
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  const totals = lookup[GRID_ROOT_GROUP_ID] ?? {};
  const units = totals.quantity?.value as number | undefined;
  const lines = totals.product?.value as number | undefined;

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {lines ?? 0} order lines, {units ?? 0} units in the current view
      </Typography>
    </GridFooterContainer>
  );
}

export default function AggregationSelectors() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={orderLines}
        columns={columns}
        initialState={{ aggregation: { model: { quantity: 'sum', product: 'size' } } }}
        slots={{ footer: TotalsFooter }}
      />
    </Box>
  );
}
