import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Line =
  | { id: number; kind: 'item'; description: string; quantity: number; unitPrice: number }
  | { id: string; kind: 'summary'; label: string; amount: number };

const items: Line[] = [
  { id: 1, kind: 'item', description: 'Design workshop (half day)', quantity: 2, unitPrice: 650 },
  { id: 2, kind: 'item', description: 'Prototype development', quantity: 24, unitPrice: 95 },
  { id: 3, kind: 'item', description: 'Usability testing session', quantity: 3, unitPrice: 420 },
];

const subtotal = items.reduce(
  (sum, line) => (line.kind === 'item' ? sum + line.quantity * line.unitPrice : sum),
  0,
);

const rows: Line[] = [
  ...items,
  { id: 'SUBTOTAL', kind: 'summary', label: 'Subtotal', amount: subtotal },
  { id: 'TAX', kind: 'summary', label: 'VAT 20 %', amount: subtotal * 0.2 },
  { id: 'TOTAL', kind: 'summary', label: 'Total', amount: subtotal * 1.2 },
];

const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns: GridColDef<Line>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    sortable: false,
    // Summary rows: this cell covers Description, Qty and Unit price.
    colSpan: (_value, row) => (row.kind === 'summary' ? 3 : undefined),
    valueGetter: (_value, row) => (row.kind === 'item' ? row.description : row.label),
    cellClassName: (params) => (params.row.kind === 'summary' ? 'summary-label' : ''),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, sortable: false },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    sortable: false,
    valueFormatter: (value?: number) => (value == null ? '' : money(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    sortable: false,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.quantity * row.unitPrice : row.amount),
    valueFormatter: (value: number) => money(value),
  },
];

export default function InvoiceSpanning() {
  return (
    <Box
      sx={{
        height: 390,
        width: '100%',
        '& .summary-label': { justifyContent: 'flex-end', fontWeight: 600 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnMenu
        showCellVerticalBorder
        hideFooter
        getRowClassName={(params) => (params.row.id === 'TOTAL' ? 'total-row' : '')}
        sx={{ '& .total-row': { fontWeight: 700, bgcolor: 'action.selected' } }}
      />
    </Box>
  );
}
