import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { type Deal, deals } from './deals';

const columns: GridColDef<Deal>[] = [
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'owner', headerName: 'Owner', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

// Deals not yet assigned to an account owner
const withUnassigned: Deal[] = deals.map((row) =>
  row.id % 4 === 0 ? { ...row, owner: null as unknown as string } : row,
);

export default function RowGroupingMissingValues() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={withUnassigned}
        columns={columns}
        initialState={{ rowGrouping: { model: ['owner'] } }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
