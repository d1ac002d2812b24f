import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { restaurants, type Restaurant } from './restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190, filterable: false },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120, filterable: false },
];

export default function FilterNotFilterable() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid rows={restaurants} columns={columns} hideFooter />
    </Box>
  );
}
