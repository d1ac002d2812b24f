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

// "4.5" finds ratings of 4.5 and above, instead of exactly 4.5
const ratingColumns: GridColDef<Restaurant>[] = columns.map((column) =>
  column.field === 'rating'
    ? {
        ...column,
        headerName: 'Rating (at least)',
        width: 140,
        getApplyQuickFilterFn: (value: string) => {
          const minimum = Number(value);
          if (!value || Number.isNaN(minimum)) {
            return null;
          }
          return (cellValue: number) => cellValue >= minimum;
        },
      }
    : column,
);

export default function QuickFilterCustomLogic() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={restaurants}
        columns={ratingColumns}
        slots={{ toolbar: SearchToolbar }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['4.5'] } } }}
        hideFooter
      />
    </Box>
  );
}
