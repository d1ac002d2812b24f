import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridLogicOperator,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  // Internal notes are never searched by the quick filter.
  { field: 'notes', headerName: 'Notes', flex: 1, getApplyQuickFilterFn: undefined },
];

const rows = [
  { id: 1, city: 'Lisbon', country: 'Portugal', notes: 'Office opens in May' },
  { id: 2, city: 'Porto', country: 'Portugal', notes: 'Warehouse only' },
  { id: 3, city: 'Lyon', country: 'France', notes: 'Shares staff with Paris' },
  { id: 4, city: 'Paris', country: 'France', notes: 'Head office' },
  { id: 5, city: 'New York', country: 'United States', notes: 'Sales team' },
  { id: 6, city: 'San José', country: 'Costa Rica', notes: 'Support centre, Lisbon hours' },
  { id: 7, city: 'Kraków', country: 'Poland', notes: 'Engineering' },
];

function CommaSeparatedSearch() {
  return (
    <GridToolbarContainer sx={{ p: 1, gap: 2 }}>
      <GridToolbarQuickFilter
        placeholder="Lisbon, new york, france"
        quickFilterParser={(input) =>
          input
            .split(',')
            .map((value) => value.trim())
            .filter((value) => value !== '')
        }
        quickFilterFormatter={(values) => values.join(', ')}
        debounceMs={300}
      />
      <Typography variant="body2" color="text.secondary">
        Rows matching any term are shown.
      </Typography>
    </GridToolbarContainer>
  );
}

export default function QuickFilterCustomParser() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        ignoreDiacritics
        slots={{ toolbar: CommaSeparatedSearch }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['lisbon', 'new york'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
