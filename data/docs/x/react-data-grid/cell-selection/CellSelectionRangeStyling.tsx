import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Forecast {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: Forecast[] = [
  { id: 1, region: 'Nordics', q1: 412, q2: 398, q3: 455, q4: 520 },
  { id: 2, region: 'Benelux', q1: 305, q2: 322, q3: 310, q4: 361 },
  { id: 3, region: 'Iberia', q1: 278, q2: 301, q3: 344, q4: 330 },
  { id: 4, region: 'Baltics', q1: 121, q2: 133, q3: 129, q4: 150 },
  { id: 5, region: 'Alpine', q1: 356, q2: 341, q3: 372, q4: 398 },
  { id: 6, region: 'Balkans', q1: 189, q2: 204, q3: 215, q4: 226 },
];

const columns: GridColDef<Forecast>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'q1', headerName: 'Q1 (k€)', type: 'number', width: 100 },
  { field: 'q2', headerName: 'Q2 (k€)', type: 'number', width: 100 },
  { field: 'q3', headerName: 'Q3 (k€)', type: 'number', width: 100 },
  { field: 'q4', headerName: 'Q4 (k€)', type: 'number', width: 100 },
];

const edge = '2px solid';

export default function CellSelectionRangeStyling() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{
          cellSelection: {
            2: { q2: true, q3: true },
            3: { q2: true, q3: true },
            4: { q2: true, q3: true },
          },
        }}
        sx={{
          '& .MuiDataGrid-cell.Mui-selected': { bgcolor: 'action.hover' },
          '& .MuiDataGrid-cell--rangeTop': { borderTop: edge, borderTopColor: 'secondary.main' },
          '& .MuiDataGrid-cell--rangeBottom': {
            borderBottom: edge,
            borderBottomColor: 'secondary.main',
          },
          '& .MuiDataGrid-cell--rangeLeft': { borderLeft: edge, borderLeftColor: 'secondary.main' },
          '& .MuiDataGrid-cell--rangeRight': {
            borderRight: edge,
            borderRightColor: 'secondary.main',
          },
        }}
        hideFooter
      />
    </Box>
  );
}
