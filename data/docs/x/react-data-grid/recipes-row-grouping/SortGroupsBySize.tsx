import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { type Deal, deals } from '../row-grouping/deals';

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

export default function SortGroupsBySize() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['owner'] },
          sorting: {
            sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }],
          },
        }}
        groupingColDef={{
          headerName: 'Owner (by number of deals)',
          width: 260,
          // Group rows compare by how many rows they hold; leaves fall back to the customer name
          sortComparator: (v1, v2, param1, param2) => {
            const node1 = param1.api.getRowNode(param1.id);
            const node2 = param2.api.getRowNode(param2.id);
            if (node1?.type === 'group' && node2?.type === 'group') {
              return node1.children.length - node2.children.length;
            }
            return String(v1).localeCompare(String(v2));
          },
        }}
        hideFooter
      />
    </Box>
  );
}
