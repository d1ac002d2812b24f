import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

type Order = {
  id: number;
  customer: string;
  status: 'Paid' | 'Pending' | 'Refunded';
  total: number;
  placedOn: Date;
  express: boolean;
};

const customers = [
  'Ana Ruiz',
  'Bo Lindqvist',
  'Chen Wei',
  'Dara Okafor',
  'Elif Kaya',
  'Femi Adeyemi',
];
const statuses: Order['status'][] = ['Paid', 'Pending', 'Refunded'];

const rows: Order[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  customer: customers[index % customers.length],
  status: statuses[(index * 7) % 3],
  total: Math.round(((index * 37) % 90) * 10.5 + 25),
  placedOn: new Date(2024, (index * 5) % 12, ((index * 11) % 27) + 1),
  express: index % 4 === 0,
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 130,
    editable: true,
    renderCell: (params) => (
      <Chip
        size="small"
        label={params.value}
        color={
          params.value === 'Paid' ? 'success' : params.value === 'Pending' ? 'warning' : 'default'
        }
      />
    ),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
  { field: 'placedOn', headerName: 'Placed on', type: 'date', width: 130 },
  { field: 'express', headerName: 'Express', type: 'boolean', width: 100 },
];

export default function FeatureHighlights() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          pagination: { paginationModel: { pageSize: 10 } },
          sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
        }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
