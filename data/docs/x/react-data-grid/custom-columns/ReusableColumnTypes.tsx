import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

// A reusable "currency" type: numeric behavior, custom display.
const eurPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 130,
  valueFormatter: (value: number) => euro.format(value),
  cellClassName: 'tabular',
};

// A reusable "percent" type built from a value stored as a ratio.
const percent: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => `${(value * 100).toFixed(1)} %`,
  cellClassName: (params) => ((params.value ?? 0) < 0 ? 'tabular negative' : 'tabular positive'),
};

const rows = [
  { id: 1, fund: 'Global Equity', price: 182.4, ytd: 0.071, fee: 0.0035 },
  { id: 2, fund: 'Euro Bonds', price: 96.15, ytd: -0.012, fee: 0.0018 },
  { id: 3, fund: 'Emerging Markets', price: 41.08, ytd: 0.124, fee: 0.0062 },
  { id: 4, fund: 'Clean Energy', price: 27.9, ytd: -0.083, fee: 0.0049 },
];

const columns: GridColDef[] = [
  { field: 'fund', headerName: 'Fund', flex: 1, minWidth: 160 },
  { field: 'price', headerName: 'Price', ...eurPrice },
  { field: 'ytd', headerName: 'YTD', ...percent },
  { field: 'fee', headerName: 'Fee', ...percent, cellClassName: 'tabular' },
];

export default function ReusableColumnTypes() {
  return (
    <Box
      sx={{
        height: 290,
        width: '100%',
        '& .tabular': { fontVariantNumeric: 'tabular-nums' },
        '& .positive': { color: 'success.main' },
        '& .negative': { color: 'error.main' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
