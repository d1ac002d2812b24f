import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', flex: 1, headerClassName: 'header--muted' },
  {
    field: 'q1',
    headerName: 'Q1',
    type: 'number',
    width: 100,
    headerAlign: 'center',
    align: 'center',
    headerClassName: 'header--quarter',
  },
  {
    field: 'q2',
    headerName: 'Q2',
    type: 'number',
    width: 100,
    headerAlign: 'center',
    align: 'center',
    headerClassName: 'header--quarter',
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    headerClassName: 'header--total',
  },
];

const rows = [
  { id: 1, region: 'North', q1: 120, q2: 140, total: 260 },
  { id: 2, region: 'South', q1: 95, q2: 88, total: 183 },
  { id: 3, region: 'West', q1: 210, q2: 190, total: 400 },
];

export default function HeaderStyling() {
  return (
    <Box
      sx={{
        height: 250,
        width: '100%',
        '& .header--muted': { color: 'text.secondary' },
        '& .header--quarter': { bgcolor: 'action.hover' },
        '& .header--total': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '& .MuiDataGrid-iconButtonContainer button, & .MuiDataGrid-menuIconButton': {
            color: 'inherit',
          },
        },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
      }}
    >
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={44} hideFooter />
    </Box>
  );
}
