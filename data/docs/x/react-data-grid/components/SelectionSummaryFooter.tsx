import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridPagination,
  GridValidRowModel,
  selectedGridRowsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Re-renders only when the selection changes.
function SelectionTotalFooter() {
  const apiRef = useGridApiContext();
  const selected = useGridSelector(apiRef, selectedGridRowsSelector);
  const total = Array.from(selected.values()).reduce(
    (sum: number, row: GridValidRowModel) => sum + Number(row.amount),
    0,
  );

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }}>
        {selected.size === 0
          ? 'Select expenses to add them up'
          : `${selected.size} selected · ${currency.format(total)}`}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

const rows = [
  { id: 1, date: '2024-03-04', merchant: 'Northline Rail', category: 'Travel', amount: 86.4 },
  { id: 2, date: '2024-03-04', merchant: 'Hotel Lindenhof', category: 'Lodging', amount: 312 },
  { id: 3, date: '2024-03-05', merchant: 'Café Aroma', category: 'Meals', amount: 14.8 },
  { id: 4, date: '2024-03-05', merchant: 'Taxi Zentrale', category: 'Travel', amount: 27.5 },
  { id: 5, date: '2024-03-06', merchant: 'Brasserie du Parc', category: 'Meals', amount: 58.9 },
];

const columns: GridColDef[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'merchant', headerName: 'Merchant', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function SelectionSummaryFooter() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ footer: SelectionTotalFooter }}
      />
    </Box>
  );
}
