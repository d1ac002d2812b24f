import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { type Deal, deals } from './deals';

const columns: GridColDef<Deal>[] = [
  { field: 'customer', headerName: 'Customer', width: 170, groupable: false },
  { field: 'product', headerName: 'Product', width: 150, groupable: false },
  // No column offers grouping in its menu, yet the model below still groups by owner
  { field: 'owner', headerName: 'Owner', width: 130, groupable: false },
  { field: 'region', headerName: 'Region', width: 140, groupable: false },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, groupable: false },
];

export default function RowGroupingProgrammatic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={columns}
        initialState={{ rowGrouping: { model: ['owner'] } }}
        hideFooter
      />
    </Box>
  );
}
