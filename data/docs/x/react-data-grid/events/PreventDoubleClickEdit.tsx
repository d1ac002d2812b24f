import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180, editable: true },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 130, editable: true },
];

const rows = [
  { id: 1, task: 'Write release notes', estimate: 2 },
  { id: 2, task: 'Review pull requests', estimate: 3 },
  { id: 3, task: 'Update screenshots', estimate: 1 },
];

// Editing still starts with Enter or by typing, but not with a double click
const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (_params, event) => {
  event.defaultMuiPrevented = true;
};

export default function PreventDoubleClickEdit() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        onCellDoubleClick={handleCellDoubleClick}
        hideFooter
      />
    </Box>
  );
}
