import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE as coreDeDE } from '@mui/material/locale';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';

const columns: GridColDef[] = [
  { field: 'article', headerName: 'Artikel', flex: 1, minWidth: 160 },
  { field: 'warehouse', headerName: 'Lager', width: 120 },
  {
    field: 'price',
    headerName: 'Preis',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) =>
      value.toLocaleString('de-DE', { style: 'currency', currency: 'EUR' }),
  },
  { field: 'available', headerName: 'Verfügbar', type: 'boolean', width: 110 },
];

const rows = [
  { id: 1, article: 'Wanderschuhe', warehouse: 'Hamburg', price: 129.9, available: true },
  { id: 2, article: 'Regenjacke', warehouse: 'Köln', price: 89.5, available: false },
  { id: 3, article: 'Rucksack 30 l', warehouse: 'Hamburg', price: 74, available: true },
  { id: 4, article: 'Thermoskanne', warehouse: 'München', price: 24.95, available: true },
  { id: 5, article: 'Stirnlampe', warehouse: 'Köln', price: 32.4, available: false },
  { id: 6, article: 'Zeltheringe (10 Stk.)', warehouse: 'München', price: 12.99, available: true },
];

function InventoryGrid() {
  // No localeText prop: the grid reads its texts from the theme
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      checkboxSelection
      slots={{ toolbar: GridToolbar }}
      initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      pageSizeOptions={[5, 10]}
    />
  );
}

export default function ThemeLocale() {
  // Extend the surrounding theme so colors and dark mode are kept
  const outerTheme = useTheme();
  const germanTheme = React.useMemo(() => createTheme(outerTheme, deDE, coreDeDE), [outerTheme]);

  return (
    <ThemeProvider theme={germanTheme}>
      <Box sx={{ width: '100%' }}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Lagerbestand
        </Typography>
        <Box sx={{ height: 400 }}>
          <InventoryGrid />
        </Box>
      </Box>
    </ThemeProvider>
  );
}
