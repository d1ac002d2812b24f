import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarFilterButton,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'borrower', headerName: 'Borrower', width: 150 },
  { field: 'branch', headerName: 'Branch', width: 130 },
  { field: 'daysLate', headerName: 'Days late', type: 'number', width: 110 },
];

const rows = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    borrower: 'Nora Lindqvist',
    branch: 'Central',
    daysLate: 0,
  },
  { id: 2, title: 'Middlemarch', borrower: 'Omar Haddad', branch: 'Eastside', daysLate: 4 },
  {
    id: 3,
    title: 'A Brief History of Time',
    borrower: 'Grace Mensah',
    branch: 'Central',
    daysLate: 12,
  },
  { id: 4, title: 'Beloved', borrower: 'Luca Ferrari', branch: 'Harbour', daysLate: 1 },
  {
    id: 5,
    title: 'The Name of the Rose',
    borrower: 'Ines Duarte',
    branch: 'Eastside',
    daysLate: 0,
  },
];

// A toolbar with the filter button on the left and only a CSV export on the right.
function LoansToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarExport
        csvOptions={{ fileName: 'overdue-loans', utf8WithBom: true }}
        printOptions={{ disableToolbarButton: true }}
        slotProps={{ button: { variant: 'outlined' } }}
      />
    </GridToolbarContainer>
  );
}

export default function ExportCustomToolbar() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: LoansToolbar }} hideFooter />
    </Box>
  );
}
