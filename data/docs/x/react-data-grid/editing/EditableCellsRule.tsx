import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

type Order = {
  id: string;
  customer: string;
  status: 'Draft' | 'Paid' | 'Shipped';
  total: number;
  note: string;
};

const rows: Order[] = [
  { id: 'SO-1041', customer: 'Bloom & Stem', status: 'Draft', total: 240, note: 'Gift wrap' },
  { id: 'SO-1042', customer: 'Harbor Café', status: 'Paid', total: 1180, note: '' },
  { id: 'SO-1043', customer: 'Nordic Yarns', status: 'Shipped', total: 96.5, note: 'Fragile' },
  { id: 'SO-1044', customer: 'Pixel Forge', status: 'Draft', total: 3020, note: '' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Paid', 'Shipped'],
    width: 110,
    editable: true,
  },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110, editable: true },
  { field: 'note', headerName: 'Note', width: 130, editable: true },
];

// Shipped orders are frozen; paid orders keep their total but other fields stay open.
const isCellEditable = (params: GridCellParams<Order>) => {
  if (params.row.status === 'Shipped') {
    return false;
  }
  if (params.row.status === 'Paid' && params.field === 'total') {
    return false;
  }
  return true;
};

export default function EditableCellsRule() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        getCellClassName={(params) => (params.isEditable ? '' : 'locked')}
        sx={{ '& .locked': { color: 'text.disabled' } }}
        hideFooter
      />
    </Box>
  );
}
