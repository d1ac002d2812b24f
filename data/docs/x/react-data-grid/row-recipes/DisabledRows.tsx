import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef, GridRowParams } from '@mui/x-data-grid';

type Seat = { id: string; section: string; price: number; available: boolean };

const rows: Seat[] = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1'].map((id, index) => ({
  id,
  section: id.startsWith('A') ? 'Front' : id.startsWith('B') ? 'Middle' : 'Back',
  price: 120 - index * 10,
  available: index % 3 !== 1,
}));

const columns: GridColDef<Seat>[] = [
  { field: 'id', headerName: 'Seat', width: 90 },
  { field: 'section', headerName: 'Section', flex: 1 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, editable: true },
  { field: 'available', headerName: 'Available', type: 'boolean', width: 110 },
];

export default function DisabledRows() {
  return (
    <Box
      sx={{
        height: 430,
        width: '100%',
        '& .row--disabled': { color: 'text.disabled', bgcolor: 'action.disabledBackground' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        // No selection, no editing, and a muted look for unavailable seats.
        isRowSelectable={(params: GridRowParams<Seat>) => params.row.available}
        isCellEditable={(params: GridCellParams<Seat>) => params.row.available}
        getRowClassName={(params) => (params.row.available ? '' : 'row--disabled')}
        hideFooter
      />
    </Box>
  );
}
