import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridCellParams, GridColDef } from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  employee: string;
  category: string;
  amount: number;
}

const LIMIT = 400; // single expenses above this need a manager's approval

const rows: Expense[] = [
  { id: 1, employee: 'Chloé Martin', category: 'Travel', amount: 612 },
  { id: 2, employee: 'Chloé Martin', category: 'Meals', amount: 86.4 },
  { id: 3, employee: 'Dev Patel', category: 'Hotel', amount: 388 },
  { id: 4, employee: 'Dev Patel', category: 'Travel', amount: 455.2 },
  { id: 5, employee: 'Mei Lin', category: 'Software', amount: 129 },
  { id: 6, employee: 'Mei Lin', category: 'Meals', amount: 42.75 },
  { id: 7, employee: 'Samuel Okoro', category: 'Training', amount: 390 },
];

const currency = (value: number) =>
  value.toLocaleString('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Expense>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => (value == null ? '' : currency(value)),
    // Only data rows ("leaf" nodes) are checked: the aggregated total in the footer
    // row (node type "footer") is above the limit too, but it is not an expense.
    cellClassName: (params: GridCellParams<Expense, number>) =>
      params.rowNode.type === 'leaf' && (params.value ?? 0) > LIMIT ? 'amount--over-limit' : '',
  },
];

export default function LeafCellsOnlyRecipe() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { amount: 'sum' } } }}
        sx={{
          '& .amount--over-limit': {
            bgcolor: 'rgba(237, 108, 2, 0.12)',
            color: 'warning.dark',
            fontWeight: 600,
          },
        }}
      />
    </Box>
  );
}
