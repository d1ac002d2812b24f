import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, code: 'FR', name: 'France', capital: 'Paris', notes: 'Uses the euro since 2002' },
  {
    id: 2,
    code: 'KE',
    name: 'Kenya',
    capital: 'Nairobi',
    notes: 'Official languages: Swahili and English',
  },
  {
    id: 3,
    code: 'CL',
    name: 'Chile',
    capital: 'Santiago',
    notes: 'Over 4,000 km from north to south',
  },
];

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Fixed 80', width: 80 },
  { field: 'name', headerName: 'Flex 1, min 120', flex: 1, minWidth: 120 },
  { field: 'capital', headerName: 'Flex 1, max 160', flex: 1, maxWidth: 160 },
  { field: 'notes', headerName: 'Flex 2, min 200', flex: 2, minWidth: 200 },
];

export default function WidthAndFlex() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
