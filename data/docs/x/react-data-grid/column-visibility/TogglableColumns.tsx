import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'TB-100', name: 'Trail bottle', price: 18, weight: 210, supplier: 'Nordwerk' },
  { id: 2, sku: 'HL-220', name: 'Head lamp', price: 42, weight: 95, supplier: 'Lumo' },
  { id: 3, sku: 'SB-310', name: 'Sleeping bag', price: 160, weight: 1100, supplier: 'Nordwerk' },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'weight', headerName: 'Weight (g)', type: 'number', width: 120 },
  { field: 'supplier', headerName: 'Supplier', width: 130 },
];

// Only these fields appear in the columns panel; the others are always shown.
const togglable = new Set(['weight', 'supplier']);

export default function TogglableColumns() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { supplier: false } } }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          columnsManagement: {
            getTogglableColumns: (cols: GridColDef[]) =>
              cols.filter((col) => togglable.has(col.field)).map((col) => col.field),
          },
        }}
        hideFooter
      />
    </Box>
  );
}
