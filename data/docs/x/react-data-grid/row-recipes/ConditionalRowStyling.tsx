import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';

type Invoice = {
  id: number;
  client: string;
  amount: number;
  dueDate: string;
  status: 'paid' | 'open' | 'overdue';
};

const rows: Invoice[] = [
  { id: 1, client: 'Northwind', amount: 1250, dueDate: '2024-03-01', status: 'paid' },
  { id: 2, client: 'Contoso', amount: 980, dueDate: '2024-03-15', status: 'overdue' },
  { id: 3, client: 'Fabrikam', amount: 4300, dueDate: '2024-04-02', status: 'open' },
  { id: 4, client: 'Tailspin', amount: 610, dueDate: '2024-02-20', status: 'overdue' },
  { id: 5, client: 'Adventure Works', amount: 2150, dueDate: '2024-04-10', status: 'open' },
  { id: 6, client: 'Litware', amount: 720, dueDate: '2024-03-05', status: 'paid' },
  { id: 7, client: 'Proseware', amount: 3900, dueDate: '2024-04-18', status: 'open' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'dueDate', headerName: 'Due', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const getRowClassName = (params: GridRowClassNameParams<Invoice>) => {
  const classes = [params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd'];
  if (params.row.status === 'overdue') {
    classes.push('row--overdue');
  }
  if (params.row.status === 'paid') {
    classes.push('row--paid');
  }
  return classes.join(' ');
};

export default function ConditionalRowStyling() {
  return (
    <Box
      sx={(theme) => ({
        height: 430,
        width: '100%',
        '& .row--odd': { bgcolor: 'action.hover' },
        '& .row--overdue': {
          bgcolor: alpha(theme.palette.error.main, 0.12),
          '&:hover': { bgcolor: alpha(theme.palette.error.main, 0.2) },
          '& .MuiDataGrid-cell:first-of-type': { fontWeight: 600 },
        },
        '& .row--paid': { color: 'text.secondary' },
      })}
    >
      <DataGrid rows={rows} columns={columns} getRowClassName={getRowClassName} hideFooter />
    </Box>
  );
}
