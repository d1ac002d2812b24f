import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, team: 'Platform', name: 'Ines', level: 3 },
  { id: 2, team: 'Design', name: 'Kofi', level: 2 },
  { id: 3, team: 'Platform', name: 'Aiko', level: 4 },
  { id: 4, team: 'Design', name: 'Lars', level: 4 },
  { id: 5, team: 'Platform', name: 'Rafael', level: 2 },
  { id: 6, team: 'Support', name: 'Noor', level: 3 },
  { id: 7, team: 'Support', name: 'Emil', level: 1 },
];

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', flex: 1 },
  { field: 'level', headerName: 'Level', type: 'number', width: 110 },
  { field: 'name', headerName: 'Name', flex: 1 },
];

export default function MultiColumnSorting() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          sorting: {
            sortModel: [
              { field: 'team', sort: 'asc' },
              { field: 'level', sort: 'desc' },
            ],
          },
        }}
        hideFooter
      />
    </Box>
  );
}
