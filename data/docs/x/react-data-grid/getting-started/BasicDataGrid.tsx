import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'plan', headerName: 'Plan', width: 130 },
  {
    field: 'seats',
    headerName: 'Seats',
    type: 'number',
    width: 110,
  },
  {
    field: 'renewal',
    headerName: 'Renewal',
    type: 'date',
    width: 140,
    valueGetter: (value: string) => new Date(value),
  },
];

const rows = [
  { id: 1, product: 'Data Grid', plan: 'Community', seats: 3, renewal: '2025-01-15' },
  { id: 2, product: 'Data Grid Pro', plan: 'Pro', seats: 12, renewal: '2025-03-01' },
  { id: 3, product: 'Data Grid Premium', plan: 'Premium', seats: 40, renewal: '2025-06-30' },
  { id: 4, product: 'Date Pickers', plan: 'Community', seats: 5, renewal: '2025-02-11' },
  { id: 5, product: 'Date Range Picker', plan: 'Pro', seats: 8, renewal: '2025-09-09' },
  { id: 6, product: 'Charts', plan: 'Community', seats: 2, renewal: '2025-04-20' },
  { id: 7, product: 'Tree View', plan: 'Community', seats: 6, renewal: '2025-11-02' },
];

export default function BasicDataGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
