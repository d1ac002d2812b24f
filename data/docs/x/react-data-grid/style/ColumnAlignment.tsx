import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  client: string;
  status: 'Paid' | 'Due' | 'Overdue';
  amount: number;
}

const rows: Invoice[] = [
  { id: 1, number: 'INV-2024-031', client: 'Northwind Bakery', status: 'Paid', amount: 1280 },
  { id: 2, number: 'INV-2024-032', client: 'Blue Harbor Hotel', status: 'Due', amount: 4620.5 },
  { id: 3, number: 'INV-2024-033', client: 'Ferro Cycles', status: 'Overdue', amount: 860 },
  { id: 4, number: 'INV-2024-034', client: 'Olive & Thyme', status: 'Paid', amount: 312.75 },
  { id: 5, number: 'INV-2024-035', client: 'Kestrel Studio', status: 'Due', amount: 2100 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    align: 'center',
    headerAlign: 'center',
    // A function gets the cell params: the class depends on the value.
    cellClassName: (params) => `status status--${String(params.value).toLowerCase()}`,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number', // number columns are right-aligned by default
    width: 130,
    headerClassName: 'header--money',
    cellClassName: 'cell--money',
    valueFormatter: (value: number) =>
      value.toLocaleString('en-US', { style: 'currency', currency: 'EUR' }),
  },
];

export default function ColumnAlignment() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          '& .status': { fontSize: 12, fontWeight: 600, textTransform: 'uppercase' },
          '& .status--paid': { color: 'success.main' },
          '& .status--due': { color: 'warning.dark' },
          '& .status--overdue': { color: 'error.main' },
          '& .header--money': { bgcolor: 'action.selected' },
          '& .cell--money': { fontVariantNumeric: 'tabular-nums', fontWeight: 500 },
        }}
      />
    </Box>
  );
}
