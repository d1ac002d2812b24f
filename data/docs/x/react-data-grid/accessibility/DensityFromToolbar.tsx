import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

function DensityToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

function DensityFooter() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        Current density: <strong>{density}</strong>
      </Typography>
    </GridFooterContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'route', headerName: 'Route', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 160 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
];

const rows = [
  { id: 1, route: 'S1', destination: 'Airport Terminal 2', departure: '08:04', platform: 3 },
  { id: 2, route: 'RE7', destination: 'Hafenstadt Nord', departure: '08:11', platform: 5 },
  { id: 3, route: 'S4', destination: 'Universität', departure: '08:15', platform: 1 },
  { id: 4, route: 'IC 62', destination: 'Lindau Insel', departure: '08:22', platform: 7 },
  { id: 5, route: 'S1', destination: 'Altstadt', departure: '08:34', platform: 2 },
  { id: 6, route: 'RB 12', destination: 'Bergheim', departure: '08:40', platform: 6 },
];

export default function DensityFromToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Departures"
        rows={rows}
        columns={columns}
        initialState={{ density: 'compact' }}
        slots={{ toolbar: DensityToolbar, footer: DensityFooter }}
      />
    </Box>
  );
}
