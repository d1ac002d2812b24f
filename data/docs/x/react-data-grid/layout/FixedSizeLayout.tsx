import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'sensor', headerName: 'Sensor', width: 140 },
  { field: 'reading', headerName: 'Reading', type: 'number', width: 120 },
];

const rows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  sensor: `Sensor ${String.fromCharCode(65 + (index % 6))}`,
  reading: Math.round(((index * 73) % 100) * 1.7) / 10,
}));

export default function FixedSizeLayout() {
  return (
    <Box sx={{ height: 320, width: 400 }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
