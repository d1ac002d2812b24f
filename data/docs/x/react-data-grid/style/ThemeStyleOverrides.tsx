import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

// Every DataGrid rendered inside this ThemeProvider gets these defaults and styles.
const theme = createTheme({
  palette: { primary: { main: '#00695f' } },
  components: {
    MuiDataGrid: {
      defaultProps: {
        density: 'compact',
        showColumnVerticalBorder: true,
      },
      styleOverrides: {
        root: {
          borderRadius: 12,
          fontSize: 13,
          // Background of the header row, including the filler after the last column.
          '--DataGrid-containerBackground': '#e0f2f1',
        },
        columnHeader: { color: '#004d40' },
        columnHeaderTitle: { fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 },
        row: {
          '&.Mui-selected': { backgroundColor: 'rgba(0, 105, 95, 0.12)' },
        },
      },
    },
  },
});

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 150 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 120 },
  { field: 'ascent', headerName: 'Ascent (m)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, trail: 'Cliff path loop', region: 'Coast', km: 12.4, ascent: 380 },
  { id: 2, trail: 'Beech forest walk', region: 'Lowlands', km: 7.8, ascent: 120 },
  { id: 3, trail: 'Ridge traverse', region: 'Highlands', km: 18.2, ascent: 1240 },
  { id: 4, trail: 'Lakeshore circuit', region: 'Lakes', km: 9.5, ascent: 90 },
  { id: 5, trail: 'Summit push', region: 'Highlands', km: 11.0, ascent: 980 },
  { id: 6, trail: 'Dune crossing', region: 'Coast', km: 6.1, ascent: 60 },
];

export default function ThemeStyleOverrides() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} checkboxSelection />
      </Box>
    </ThemeProvider>
  );
}
