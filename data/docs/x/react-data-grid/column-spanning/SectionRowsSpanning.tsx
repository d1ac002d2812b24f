import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridRowClassNameParams,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';

type CatalogRow =
  | { id: string; kind: 'section'; name: string }
  | {
      id: string;
      kind: 'item';
      name: string;
      sku: string;
      stock: number;
      price: number;
    };

const rows: CatalogRow[] = [
  { id: 'sec-cameras', kind: 'section', name: 'Cameras' },
  {
    id: 'CAM-01',
    kind: 'item',
    name: 'Mirrorless body, 24 MP',
    sku: 'CAM-01',
    stock: 14,
    price: 1299,
  },
  { id: 'CAM-02', kind: 'item', name: 'Compact travel zoom', sku: 'CAM-02', stock: 32, price: 449 },
  { id: 'sec-lenses', kind: 'section', name: 'Lenses' },
  { id: 'LEN-35', kind: 'item', name: '35 mm f/1.8 prime', sku: 'LEN-35', stock: 21, price: 399 },
  { id: 'LEN-70', kind: 'item', name: '70–200 mm f/4 zoom', sku: 'LEN-70', stock: 6, price: 1149 },
  { id: 'sec-acc', kind: 'section', name: 'Accessories' },
  {
    id: 'ACC-TR',
    kind: 'item',
    name: 'Carbon travel tripod',
    sku: 'ACC-TR',
    stock: 48,
    price: 189,
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<CatalogRow>[] = [
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 200,
    hideable: false,
    // a section row covers every visible column, however many there are
    colSpan: (_value, row, _column, apiRef) =>
      row.kind === 'section' ? apiRef.current.getVisibleColumns().length : undefined,
  },
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value === undefined ? '' : usd.format(value)),
  },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

const getRowClassName = (params: GridRowClassNameParams<CatalogRow>) =>
  params.row.kind === 'section' ? 'catalog-section' : '';

export default function SectionRowsSpanning() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .catalog-section': {
          bgcolor: 'action.hover',
          fontWeight: 600,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        slots={{ toolbar: Toolbar }}
        disableColumnSorting
        disableColumnFilter
        hideFooter
      />
    </Box>
  );
}
