import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GRID_REORDER_COL_DEF, GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 'a', step: 'Collect requirements', owner: 'Product' },
  { id: 'b', step: 'Sketch the interface', owner: 'Design' },
  { id: 'c', step: 'Build the first version', owner: 'Engineering' },
  { id: 'd', step: 'Run a beta', owner: 'Support' },
];

const columns: GridColDef[] = [
  { field: 'step', headerName: 'Step', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  // The drag handle column, moved to the end and given a header.
  { ...GRID_REORDER_COL_DEF, headerName: 'Move', renderHeader: undefined, width: 70 },
];

export default function ReorderColumnPosition() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowReordering hideFooter />
    </Box>
  );
}
