import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { type Deal, deals } from './deals';

const columns: GridColDef<Deal>[] = [
  { field: 'customer', headerName: 'Customer', width: 170, groupable: false },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'owner', headerName: 'Owner', width: 130, groupable: false },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, groupable: false },
];

export default function RowGroupingGroupable() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPremium rows={deals} columns={columns} hideFooter />
    </Box>
  );
}
