import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

const months = ['jan', 'apr', 'jul', 'oct'] as const;

interface CityClimate {
  id: number;
  city: string;
  jan: number;
  apr: number;
  jul: number;
  oct: number;
}

// Average daily high in °C
const rows: CityClimate[] = [
  { id: 1, city: 'Reykjavík', jan: 3, apr: 7, jul: 14, oct: 7 },
  { id: 2, city: 'Edinburgh', jan: 7, apr: 12, jul: 19, oct: 13 },
  { id: 3, city: 'Madrid', jan: 10, apr: 18, jul: 33, oct: 20 },
  { id: 4, city: 'Cairo', jan: 19, apr: 28, jul: 35, oct: 30 },
  { id: 5, city: 'Singapore', jan: 30, apr: 32, jul: 31, oct: 31 },
  { id: 6, city: 'Buenos Aires', jan: 30, apr: 22, jul: 15, oct: 22 },
];

const columns: GridColDef<CityClimate>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  ...months.map((month): GridColDef<CityClimate> => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => `${value} °C`,
  })),
];

// One function for every cell of the grid: only the month cells get a temperature band.
function temperatureBand(params: GridCellParams<CityClimate>) {
  if (!months.includes(params.field as (typeof months)[number])) {
    return '';
  }
  const value = params.value as number;
  if (value >= 28) {
    return 'temp--hot';
  }
  if (value >= 18) {
    return 'temp--warm';
  }
  return value >= 10 ? 'temp--mild' : 'temp--cold';
}

export default function CellHeatmap() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={temperatureBand}
        hideFooter
        sx={{
          '& .temp--cold': { bgcolor: '#dbeafe', color: '#1e3a8a' },
          '& .temp--mild': { bgcolor: '#dcfce7', color: '#14532d' },
          '& .temp--warm': { bgcolor: '#fef3c7', color: '#78350f' },
          '& .temp--hot': { bgcolor: '#fee2e2', color: '#7f1d1d', fontWeight: 600 },
        }}
      />
    </Box>
  );
}
