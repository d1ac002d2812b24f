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

export default function RowGroupingDisabled() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPremium rows={deals} columns={columns} disableRowGrouping hideFooter />
    </Box>
  );
}
