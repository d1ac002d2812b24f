import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { restaurants, type Restaurant } from '../restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function QuickFilterDiacritics() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={restaurants}
        columns={columns}
        // "osaka" finds "Ōsaka", "sao paulo" finds "São Paulo"
        ignoreDiacritics
        slots={{ toolbar: SearchToolbar }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['osaka'] } } }}
        hideFooter
      />
    </Box>
  );
}
