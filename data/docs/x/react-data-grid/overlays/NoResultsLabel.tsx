import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 150 },
  { field: 'light', headerName: 'Light', width: 140 },
  { field: 'water', headerName: 'Watering', width: 150 },
  { field: 'petSafe', headerName: 'Pet safe', type: 'boolean', width: 100 },
];

const rows = [
  { id: 1, name: 'Monstera deliciosa', light: 'Bright indirect', water: 'Weekly', petSafe: false },
  { id: 2, name: 'Calathea orbifolia', light: 'Medium', water: 'Twice a week', petSafe: true },
  { id: 3, name: 'Snake plant', light: 'Low to bright', water: 'Every 3 weeks', petSafe: false },
  { id: 4, name: 'Boston fern', light: 'Medium', water: 'Keep moist', petSafe: true },
  { id: 5, name: 'Ponytail palm', light: 'Bright', water: 'Every 2 weeks', petSafe: true },
];

export default function NoResultsLabel() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        // The search starts with a term that matches no plant; clear it to see the rows
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['cactus'] } } }}
        localeText={{ noResultsOverlayLabel: 'No plant matches this search. Try another name.' }}
        hideFooter
      />
    </Box>
  );
}
