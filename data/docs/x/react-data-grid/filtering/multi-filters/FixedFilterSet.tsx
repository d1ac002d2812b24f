import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridToolbar } from '@mui/x-data-grid-pro';
import { restaurants, type Restaurant } from '../restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

export default function FixedFilterSet() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPro
        rows={restaurants}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        // Users can adjust the two prepared filters, but not add or clear them all
        slotProps={{
          filterPanel: { disableAddFilterButton: true, disableRemoveAllButton: true },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                {
                  id: 1,
                  field: 'cuisine',
                  operator: 'isAnyOf',
                  value: ['French', 'Italian', 'Japanese'],
                },
                { id: 2, field: 'rating', operator: '>=', value: 4.2 },
              ],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
