import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import { prefixer } from 'stylis';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { arSD as coreArSD } from '@mui/material/locale';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

// Styles created inside this cache are mirrored (left ↔ right) by stylis-plugin-rtl
const rtlCache = createCache({ key: 'grid-rtl', stylisPlugins: [prefixer, rtlPlugin] });

const columns: GridColDef[] = [
  { field: 'city', headerName: 'المدينة', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'الدولة', width: 130 },
  { field: 'temperature', headerName: 'الحرارة (°م)', type: 'number', width: 130 },
  { field: 'coastal', headerName: 'ساحلية', type: 'boolean', width: 100 },
];

const rows = [
  { id: 1, city: 'الخرطوم', country: 'السودان', temperature: 41, coastal: false },
  { id: 2, city: 'بورتسودان', country: 'السودان', temperature: 36, coastal: true },
  { id: 3, city: 'القاهرة', country: 'مصر', temperature: 34, coastal: false },
  { id: 4, city: 'الإسكندرية', country: 'مصر', temperature: 30, coastal: true },
  { id: 5, city: 'عمّان', country: 'الأردن', temperature: 29, coastal: false },
  { id: 6, city: 'الرباط', country: 'المغرب', temperature: 26, coastal: true },
];

export default function RtlArabicGrid() {
  const outerTheme = useTheme();
  const rtlTheme = React.useMemo(
    () => createTheme(outerTheme, { direction: 'rtl' }, arSD, coreArSD),
    [outerTheme],
  );

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Box dir="rtl" sx={{ height: 400, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            checkboxSelection
            slots={{ toolbar: GridToolbar }}
            initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
            pageSizeOptions={[5, 10]}
          />
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
