import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/x-data-grid-pro/themeAugmentation';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

// mixins.MuiDataGrid sets the two backgrounds the grid derives its CSS variables from.
const theme = createTheme({
  mixins: {
    MuiDataGrid: {
      containerBackground: '#fff8e1', // header row and other containers
      pinnedBackground: '#f3f6fb', // pinned columns and rows
    },
  },
});

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

const rows = [
  { id: 1, region: 'Nordics', q1: 412, q2: 455, q3: 398, q4: 520, owner: 'Ingrid Solberg' },
  { id: 2, region: 'Iberia', q1: 268, q2: 301, q3: 344, q4: 330, owner: 'Rafael Duarte' },
  { id: 3, region: 'Benelux', q1: 350, q2: 362, q3: 371, q4: 405, owner: 'Maartje de Vries' },
  { id: 4, region: 'Balkans', q1: 190, q2: 214, q3: 236, q4: 251, owner: 'Luka Petrović' },
  { id: 5, region: 'Baltics', q1: 122, q2: 131, q3: 140, q4: 166, owner: 'Aiste Kazlauskaitė' },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  ...quarters.map((quarter): GridColDef => ({
    field: quarter,
    headerName: `${quarter.toUpperCase()} (k€)`,
    type: 'number',
    width: 140,
  })),
  { field: 'owner', headerName: 'Owner', width: 180 },
];

export default function PinnedSectionsTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          initialState={{ pinnedColumns: { left: ['region'], right: ['owner'] } }}
          hideFooter
        />
      </Box>
    </ThemeProvider>
  );
}
