import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

type StockItem = {
  id: number;
  sku: string;
  product: string;
  inStock: number;
  reorderPoint: number;
  change: number;
};

const rows: StockItem[] = [
  {
    id: 1,
    sku: 'TEA-GRN-100',
    product: 'Sencha green tea 100 g',
    inStock: 240,
    reorderPoint: 80,
    change: 0.12,
  },
  {
    id: 2,
    sku: 'TEA-BLK-250',
    product: 'Assam black tea 250 g',
    inStock: 35,
    reorderPoint: 60,
    change: -0.31,
  },
  {
    id: 3,
    sku: 'CUP-CER-02',
    product: 'Ceramic cup, set of 2',
    inStock: 64,
    reorderPoint: 50,
    change: -0.04,
  },
  {
    id: 4,
    sku: 'POT-GLS-1L',
    product: 'Glass teapot 1 L',
    inStock: 9,
    reorderPoint: 20,
    change: -0.55,
  },
  {
    id: 5,
    sku: 'TEA-OOL-100',
    product: 'Oolong tea 100 g',
    inStock: 118,
    reorderPoint: 40,
    change: 0.27,
  },
];

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});

const columns: GridColDef<StockItem>[] = [
  // a fixed class for every cell of the column
  { field: 'sku', headerName: 'SKU', width: 130, cellClassName: 'sku-cell' },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 190 },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 110,
    // a class computed from the row: below the reorder point means "low"
    cellClassName: (params: GridCellParams<StockItem, number>) =>
      (params.value ?? 0) < params.row.reorderPoint ? 'stock--low' : '',
  },
  { field: 'reorderPoint', headerName: 'Reorder at', type: 'number', width: 110 },
  {
    field: 'change',
    headerName: '30-day change',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => percent.format(value),
    cellClassName: (params: GridCellParams<StockItem, number>) =>
      (params.value ?? 0) >= 0 ? 'trend--up' : 'trend--down',
  },
];

export default function CellClassNames() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .sku-cell': { fontFamily: 'monospace', color: 'text.secondary' },
        '& .stock--low': {
          bgcolor: 'rgba(211, 47, 47, 0.12)',
          color: 'error.main',
          fontWeight: 600,
        },
        '& .trend--up': { color: 'success.main' },
        '& .trend--down': { color: 'error.main' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
