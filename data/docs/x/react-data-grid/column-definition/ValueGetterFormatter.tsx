import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Employee = {
  id: number;
  firstName: string;
  lastName: string;
  salary: number;
  bonusRate: number;
};

const rows: Employee[] = [
  { id: 1, firstName: 'Maya', lastName: 'Ibarra', salary: 72000, bonusRate: 0.05 },
  { id: 2, firstName: 'Jonas', lastName: 'Weber', salary: 64500, bonusRate: 0.08 },
  { id: 3, firstName: 'Priya', lastName: 'Nair', salary: 91000, bonusRate: 0.1 },
  { id: 4, firstName: 'Tomás', lastName: 'Silva', salary: 58000, bonusRate: 0.03 },
  { id: 5, firstName: 'Hana', lastName: 'Sato', salary: 83000, bonusRate: 0.07 },
];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    description: 'Computed from firstName and lastName with valueGetter',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'bonusRate',
    headerName: 'Bonus rate',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
  {
    field: 'bonus',
    headerName: 'Bonus',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.salary * row.bonusRate,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function ValueGetterFormatter() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
