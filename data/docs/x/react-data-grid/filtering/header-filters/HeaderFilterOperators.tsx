import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid-pro';
import { restaurants, type Restaurant } from '../restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

// Short labels suit the narrow header cells
const nameOperators = getGridStringOperators()
  .filter((operator) => ['contains', 'startsWith'].includes(operator.value))
  .map((operator) => ({
    ...operator,
    headerLabel: operator.value === 'contains' ? 'has' : 'starts',
  }));

const ratingOperators = getGridNumericOperators()
  .filter((operator) => ['>=', '<='].includes(operator.value))
  .map((operator) => ({
    ...operator,
    headerLabel: operator.value === '>=' ? 'min' : 'max',
  }));

const headerColumns: GridColDef<Restaurant>[] = columns.map((column) => {
  if (column.field === 'name') {
    return { ...column, filterOperators: nameOperators };
  }
  if (column.field === 'rating') {
    return { ...column, width: 120, filterOperators: ratingOperators };
  }
  return column;
});

export default function HeaderFilterOperators() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={restaurants}
        columns={headerColumns}
        headerFilters
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4.3 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
