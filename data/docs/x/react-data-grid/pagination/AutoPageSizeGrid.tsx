import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  task: `Nightly backup #${index + 1}`,
  durationSec: 120 + ((index * 53) % 240),
}));

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Job', flex: 1 },
  { field: 'durationSec', headerName: 'Duration (s)', type: 'number', width: 140 },
];

export default function AutoPageSizeGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
    </Box>
  );
}
