import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
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

export default function RowGroupingMainCriteria() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region', 'product'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
          filter: {
            filterModel: {
              items: [
                {
                  field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
                  operator: 'contains',
                  value: 'Data',
                },
              ],
            },
          },
        }}
        // Sorting and filtering on the grouping column use the product values
        groupingColDef={{ mainGroupingCriteria: 'product', width: 220 }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
