import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';

type Expense = { id: number | string; category: string; jan: number; feb: number; mar: number };

const rows: Expense[] = [
  { id: 1, category: 'Rent', jan: 2400, feb: 2400, mar: 2400 },
  { id: 2, category: 'Salaries', jan: 18200, feb: 18200, mar: 19100 },
  { id: 3, category: 'Software', jan: 940, feb: 1010, mar: 1075 },
  { id: 4, category: 'Travel', jan: 620, feb: 1480, mar: 310 },
  { id: 5, category: 'Marketing', jan: 3100, feb: 2650, mar: 4200 },
  { id: 6, category: 'Utilities', jan: 410, feb: 395, mar: 370 },
  { id: 7, category: 'Insurance', jan: 520, feb: 520, mar: 520 },
  { id: 8, category: 'Training', jan: 0, feb: 1200, mar: 450 },
];

const months = ['jan', 'feb', 'mar'] as const;

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 140 },
  ...months.map<GridColDef<Expense>>((month) => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  })),
];

export default function PinnedTotalRow() {
  // Pinned rows are not part of `rows`: compute them from the data.
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Expense>>(() => {
    const total: Expense = { id: 'total', category: 'Total', jan: 0, feb: 0, mar: 0 };
    rows.forEach((row) => {
      months.forEach((month) => {
        total[month] += row[month];
      });
    });
    return { bottom: [total] };
  }, []);

  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .MuiDataGrid-pinnedRows--bottom .MuiDataGrid-cell': { fontWeight: 700 },
      }}
    >
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
