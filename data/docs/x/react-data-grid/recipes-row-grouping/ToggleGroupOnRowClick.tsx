import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridRowParams,
  useGridApiRef,
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

export default function ToggleGroupOnRowClick() {
  const apiRef = useGridApiRef();

  // A click anywhere on a group row opens or closes it
  const handleRowClick = (params: GridRowParams) => {
    const node = apiRef.current.getRowNode(params.id);
    if (node?.type === 'group') {
      apiRef.current.setRowChildrenExpansion(params.id, !node.childrenExpanded);
    }
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={deals}
        columns={columns}
        initialState={{ rowGrouping: { model: ['region', 'product'] } }}
        onRowClick={handleRowClick}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
