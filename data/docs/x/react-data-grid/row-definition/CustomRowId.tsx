import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

type StockItem = { sku: string; warehouse: string; name: string; quantity: number };

// No `id` field: the same SKU appears in several warehouses,
// so the row id combines both values.
const rows: StockItem[] = [
  { sku: 'AX-10', warehouse: 'Lyon', name: 'Cable organizer', quantity: 120 },
  { sku: 'AX-10', warehouse: 'Turin', name: 'Cable organizer', quantity: 48 },
  { sku: 'BR-22', warehouse: 'Lyon', name: 'Laptop stand', quantity: 35 },
  { sku: 'CQ-07', warehouse: 'Turin', name: 'USB-C hub', quantity: 64 },
  { sku: 'CQ-07', warehouse: 'Lyon', name: 'USB-C hub', quantity: 12 },
];

const getRowId: GridRowIdGetter<StockItem> = (row) => `${row.sku}-${row.warehouse}`;

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'rowId',
    headerName: 'Computed row id',
    width: 160,
    sortable: false,
    valueGetter: (_value, row) => getRowId(row),
  },
];

export default function CustomRowId() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
