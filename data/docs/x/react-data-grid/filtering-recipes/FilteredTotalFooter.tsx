import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridToolbar,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Expense', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'cost', headerName: 'Cost ($)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, item: 'Train to Lyon', category: 'Travel', cost: 94 },
  { id: 2, item: 'Team lunch', category: 'Meals', cost: 186 },
  { id: 3, item: 'Hotel, 2 nights', category: 'Travel', cost: 310 },
  { id: 4, item: 'Conference ticket', category: 'Training', cost: 450 },
  { id: 5, item: 'Taxi to airport', category: 'Travel', cost: 42 },
  { id: 6, item: 'Coffee with client', category: 'Meals', cost: 14 },
  { id: 7, item: 'Online course', category: 'Training', cost: 120 },
];

function TotalFooter() {
  const apiRef = useGridApiContext();
  // Re-renders whenever filtering or sorting changes the visible rows.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, entry) => sum + Number(entry.model.cost), 0);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">{entries.length} expenses match</Typography>
      <Typography variant="body2" fontWeight="bold">
        Total: ${total.toLocaleString('en-US')}
      </Typography>
    </GridFooterContainer>
  );
}

export default function FilteredTotalFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar, footer: TotalFooter }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'category', operator: 'equals', value: 'Travel' }] },
          },
        }}
      />
    </Box>
  );
}
