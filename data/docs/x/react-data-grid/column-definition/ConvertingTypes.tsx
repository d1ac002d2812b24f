import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

// Rows as they often arrive from a JSON API: dates are strings, amounts are strings too.
type ApiInvoice = {
  id: string;
  client: string;
  issuedOn: string; // "2024-05-02"
  paidAt: string | null; // ISO timestamp or null
  amount: string; // "1250.00"
  overdue: 'yes' | 'no';
};

const rows: ApiInvoice[] = [
  {
    id: 'INV-2024-031',
    client: 'Mosaic Architects',
    issuedOn: '2024-05-02',
    paidAt: '2024-05-20T10:42:00',
    amount: '1250.00',
    overdue: 'no',
  },
  {
    id: 'INV-2024-032',
    client: 'Blue Heron Café',
    issuedOn: '2024-05-06',
    paidAt: null,
    amount: '86.50',
    overdue: 'yes',
  },
  {
    id: 'INV-2024-033',
    client: 'Tidewater Rowing Club',
    issuedOn: '2024-05-13',
    paidAt: '2024-06-01T16:05:00',
    amount: '430.00',
    overdue: 'no',
  },
  {
    id: 'INV-2024-034',
    client: 'Lumen Dental',
    issuedOn: '2024-05-21',
    paidAt: null,
    amount: '2980.75',
    overdue: 'no',
  },
];

const columns: GridColDef<ApiInvoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'issuedOn',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    // 'date' columns expect Date objects
    valueGetter: (value: string) => new Date(`${value}T00:00:00`),
  },
  {
    field: 'paidAt',
    headerName: 'Paid at',
    type: 'dateTime',
    width: 180,
    valueGetter: (value: string | null) => (value ? new Date(value) : null),
  },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    // a string would sort "86.50" after "2980.75"
    valueGetter: (value: string) => Number(value),
  },
  {
    field: 'overdue',
    headerName: 'Overdue',
    type: 'boolean',
    width: 100,
    valueGetter: (value: 'yes' | 'no') => value === 'yes',
  },
];

export default function ConvertingTypes() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
