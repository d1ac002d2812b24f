import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColTypeDef, getGridNumericOperators } from '@mui/x-data-grid';
import { restaurants, type Restaurant } from '../restaurants';

// A reusable "price level" type: shown as euro signs, filtered with three operators
const priceLevelType: GridColTypeDef = {
  type: 'number',
  width: 110,
  align: 'left',
  headerAlign: 'left',
  valueFormatter: (value?: number) => (value == null ? '' : '€'.repeat(value)),
  filterOperators: getGridNumericOperators()
    .filter((operator) => ['=', '<=', '>='].includes(operator.value))
    .map((operator) => ({
      ...operator,
      InputComponentProps: { inputProps: { min: 1, max: 4, step: 1 } },
    })),
};

const typedColumns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'priceLevel', headerName: 'Price', ...priceLevelType },
];

export default function CustomColumnType() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={restaurants}
        columns={typedColumns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'priceLevel', operator: '<=', value: 2 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
