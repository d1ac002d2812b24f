import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridLogicOperator, GridToolbar } from '@mui/x-data-grid';
import { restaurants, type Restaurant } from '../restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

export default function FilterPanelContent() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGrid
        rows={restaurants}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          filterPanel: {
            // Only "And" between items, columns listed alphabetically
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            filterFormProps: {
              columnInputProps: { variant: 'outlined', size: 'small', sx: { mt: 'auto' } },
              operatorInputProps: { variant: 'outlined', size: 'small', sx: { mt: 'auto' } },
              valueInputProps: { InputComponentProps: { variant: 'outlined', size: 'small' } },
              deleteIconProps: { sx: { '& .MuiSvgIcon-root': { color: 'error.main' } } },
            },
            sx: { '& .MuiDataGrid-filterForm': { gap: 1, p: 1 } },
          },
        }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'cuisine', operator: 'equals', value: 'French' }] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
