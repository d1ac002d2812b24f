import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  salary: number;
  active: boolean;
}

const rows: Employee[] = [
  { id: 1, firstName: 'Maya', lastName: 'Okafor', salary: 72000, active: true },
  { id: 2, firstName: 'Liam', lastName: 'Chen', salary: 64500, active: false },
  { id: 3, firstName: 'Zoe', lastName: 'Almeida', salary: 81250, active: true },
  { id: 4, firstName: 'Noah', lastName: 'Berg', salary: 58900, active: true },
];

const columns: GridColDef<Employee>[] = [
  {
    // valueGetter: derive a NEW value (used to sort, filter and export)
    field: 'fullName',
    headerName: 'Full name (valueGetter)',
    width: 220,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    // valueFormatter: change how an existing value LOOKS; sorting still uses the number
    field: 'salary',
    headerName: 'Salary (valueFormatter)',
    type: 'number',
    width: 200,
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
  },
  {
    // renderCell: render any React content in the cell
    field: 'active',
    headerName: 'Status (renderCell)',
    width: 180,
    renderCell: (params) => (
      <Chip
        size="small"
        label={params.value ? 'Active' : 'On leave'}
        color={params.value ? 'success' : 'default'}
      />
    ),
  },
];

export default function ValueGetterFormatterRenderCell() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
