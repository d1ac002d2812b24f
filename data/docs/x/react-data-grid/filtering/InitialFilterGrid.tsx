import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'tier',
    headerName: 'Tier',
    type: 'singleSelect',
    valueOptions: ['Free', 'Team', 'Enterprise'],
    width: 130,
  },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 100 },
];

const rows = [
  {
    id: 1,
    name: 'Northwind Traders',
    country: 'Germany',
    tier: 'Enterprise',
    seats: 120,
    active: true,
  },
  { id: 2, name: 'Blue Yonder', country: 'France', tier: 'Team', seats: 14, active: true },
  { id: 3, name: 'Pine & Oak', country: 'Canada', tier: 'Free', seats: 2, active: false },
  {
    id: 4,
    name: 'Harbor Logistics',
    country: 'Norway',
    tier: 'Enterprise',
    seats: 85,
    active: true,
  },
  { id: 5, name: 'Lumen Studio', country: 'Spain', tier: 'Team', seats: 9, active: false },
  { id: 6, name: 'Quarry Labs', country: 'Canada', tier: 'Team', seats: 22, active: true },
  { id: 7, name: 'Saffron Foods', country: 'India', tier: 'Enterprise', seats: 240, active: true },
  { id: 8, name: 'Tidewater Bank', country: 'Norway', tier: 'Free', seats: 1, active: true },
  { id: 9, name: 'Cobalt Robotics', country: 'Germany', tier: 'Team', seats: 31, active: false },
  { id: 10, name: 'Meadow Health', country: 'France', tier: 'Enterprise', seats: 64, active: true },
];

export default function InitialFilterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'tier', operator: 'is', value: 'Enterprise' }],
            },
          },
        }}
      />
    </Box>
  );
}
