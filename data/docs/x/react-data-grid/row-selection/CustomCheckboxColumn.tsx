import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, GridColDef } from '@mui/x-data-grid';
import { shipments, type Shipment } from './shipments';

// The selection column is an ordinary column definition: move it and relabel it
const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
  {
    ...GRID_CHECKBOX_SELECTION_COL_DEF,
    headerName: 'Dispatch',
    width: 100,
    align: 'center',
    headerAlign: 'center',
  },
];

export default function CustomCheckboxColumn() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGrid rows={shipments} columns={columns} checkboxSelection />
    </Box>
  );
}
