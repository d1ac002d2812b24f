import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
  },
  // Internal identifier: shown on screen, never exported.
  { field: 'hrId', headerName: 'HR ID', width: 110, disableExport: true },
];

const rows = [
  { id: 1, name: 'Sofia Rossi', department: 'Finance', salary: 58000, hrId: 'hr-8812' },
  { id: 2, name: 'Jamal Idris', department: 'Engineering', salary: 72000, hrId: 'hr-1203' },
  { id: 3, name: 'Ewa Nowak', department: 'Engineering', salary: 69500, hrId: 'hr-4410' },
  { id: 4, name: 'Liam O’Brien', department: 'Sales', salary: 51000, hrId: 'hr-7321' },
  { id: 5, name: 'Aiko Tanaka', department: 'Finance', salary: 61000, hrId: 'hr-2290' },
  { id: 6, name: 'Mateo Díaz', department: 'Sales', salary: 49500, hrId: 'hr-3308' },
];

export default function ExportToolbarOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'salaries-2024', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
      />
    </Box>
  );
}
