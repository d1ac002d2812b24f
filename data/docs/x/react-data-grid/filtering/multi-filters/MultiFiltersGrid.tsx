import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridLogicOperator, GridToolbar } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'listing', headerName: 'Listing', flex: 1, minWidth: 170 },
  { field: 'district', headerName: 'District', width: 130 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
  { field: 'petsAllowed', headerName: 'Pets', type: 'boolean', width: 90 },
];

const rows = [
  {
    id: 1,
    listing: 'Sunny loft near the canal',
    district: 'Centre',
    bedrooms: 1,
    rent: 1450,
    petsAllowed: false,
  },
  {
    id: 2,
    listing: 'Family house with garden',
    district: 'Westpark',
    bedrooms: 4,
    rent: 2300,
    petsAllowed: true,
  },
  {
    id: 3,
    listing: 'Studio above bakery',
    district: 'Old Town',
    bedrooms: 1,
    rent: 890,
    petsAllowed: true,
  },
  {
    id: 4,
    listing: 'Two-bed flat, top floor',
    district: 'Centre',
    bedrooms: 2,
    rent: 1720,
    petsAllowed: false,
  },
  {
    id: 5,
    listing: 'Renovated townhouse',
    district: 'Harbour',
    bedrooms: 3,
    rent: 2100,
    petsAllowed: true,
  },
  {
    id: 6,
    listing: 'Compact studio',
    district: 'Westpark',
    bedrooms: 1,
    rent: 760,
    petsAllowed: false,
  },
  {
    id: 7,
    listing: 'Flat with balcony',
    district: 'Harbour',
    bedrooms: 2,
    rent: 1380,
    petsAllowed: true,
  },
  {
    id: 8,
    listing: 'Penthouse, river view',
    district: 'Old Town',
    bedrooms: 3,
    rent: 3100,
    petsAllowed: false,
  },
];

export default function MultiFiltersGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'rent', operator: '<', value: 1500 },
                { id: 2, field: 'petsAllowed', operator: 'is', value: 'true' },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </Box>
  );
}
