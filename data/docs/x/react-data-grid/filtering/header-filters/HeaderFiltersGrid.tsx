import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 150 },
  {
    field: 'light',
    headerName: 'Light',
    type: 'singleSelect',
    valueOptions: ['Shade', 'Partial', 'Full sun'],
    width: 140,
  },
  { field: 'height', headerName: 'Height (cm)', type: 'number', width: 150 },
  {
    field: 'planted',
    headerName: 'Planted',
    type: 'date',
    width: 160,
    valueGetter: (value: string) => new Date(value),
  },
  { field: 'edible', headerName: 'Edible', type: 'boolean', width: 120 },
];

const rows = [
  { id: 1, name: 'Basil', light: 'Full sun', height: 40, planted: '2024-04-02', edible: true },
  { id: 2, name: 'Hosta', light: 'Shade', height: 55, planted: '2023-09-18', edible: false },
  { id: 3, name: 'Rosemary', light: 'Full sun', height: 90, planted: '2022-05-11', edible: true },
  { id: 4, name: 'Fern', light: 'Shade', height: 70, planted: '2023-03-27', edible: false },
  { id: 5, name: 'Mint', light: 'Partial', height: 35, planted: '2024-05-06', edible: true },
  { id: 6, name: 'Foxglove', light: 'Partial', height: 120, planted: '2023-06-14', edible: false },
  { id: 7, name: 'Tomato', light: 'Full sun', height: 150, planted: '2024-05-20', edible: true },
  { id: 8, name: 'Astilbe', light: 'Shade', height: 60, planted: '2022-10-03', edible: false },
];

export default function HeaderFiltersGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'light', operator: 'is', value: 'Full sun' }] },
          },
        }}
      />
    </Box>
  );
}
