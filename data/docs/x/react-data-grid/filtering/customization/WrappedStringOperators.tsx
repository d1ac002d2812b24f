import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridFilterOperator, getGridStringOperators } from '@mui/x-data-grid';
import { restaurants, type Restaurant } from '../restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

// Compare without case, spaces or punctuation: "cafe lumiere" or "CAFE-LUMIERE" both work
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();

const looseOperators: GridFilterOperator[] = getGridStringOperators()
  .filter((operator) => ['contains', 'startsWith'].includes(operator.value))
  .map((operator) => ({
    ...operator,
    label: `${operator.label ?? operator.value} (loose)`,
    getApplyFilterFn: (filterItem, column) => {
      if (!filterItem.value) {
        return null;
      }
      // Let the built-in operator do the comparison on normalized text
      const builtIn = operator.getApplyFilterFn(
        { ...filterItem, value: normalize(String(filterItem.value)) },
        column,
      );
      if (!builtIn) {
        return null;
      }
      return (value, row, col, apiRef) => builtIn(normalize(value ?? ''), row, col, apiRef);
    },
  }));

const looseColumns: GridColDef<Restaurant>[] = columns.map((column) =>
  column.field === 'name' ? { ...column, filterOperators: looseOperators } : column,
);

export default function WrappedStringOperators() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={restaurants}
        columns={looseColumns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'name', operator: 'contains', value: 'creperie ty' }] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
