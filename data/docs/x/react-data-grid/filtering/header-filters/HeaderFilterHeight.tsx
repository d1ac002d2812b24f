import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { restaurants, type Restaurant } from '../restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

export default function HeaderFilterHeight() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={restaurants}
        columns={columns}
        headerFilters
        // A taller filter row with outlined inputs
        headerFilterHeight={72}
        slotProps={{
          headerFilterCell: {
            InputComponentProps: { variant: 'outlined', size: 'small' },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
