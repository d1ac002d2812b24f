import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridGroupingColDefOverrideParams,
} from '@mui/x-data-grid-premium';
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

function groupingColDef(params: GridGroupingColDefOverrideParams) {
  if (params.fields.includes('region')) {
    return { headerName: 'Region', width: 170 };
  }
  return { headerName: 'Product line', width: 170, hideDescendantCount: true };
}

export default function RowGroupingColDefCallback() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={columns}
        initialState={{ rowGrouping: { model: ['region', 'product'] } }}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
