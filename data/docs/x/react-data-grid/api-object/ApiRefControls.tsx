import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridLogicOperator, useGridApiRef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 110 },
];

const rows = [
  { id: 1, sku: 'KB-101', name: 'Mechanical keyboard', price: 129, inStock: true },
  { id: 2, sku: 'MS-204', name: 'Wireless mouse', price: 49, inStock: false },
  { id: 3, sku: 'HD-330', name: 'USB hub', price: 35, inStock: true },
  { id: 4, sku: 'MN-270', name: '27" monitor', price: 319, inStock: true },
  { id: 5, sku: 'WB-080', name: 'Webcam', price: 89, inStock: false },
  { id: 6, sku: 'HS-512', name: 'Headset', price: 149, inStock: true },
];

export default function ApiRefControls() {
  const apiRef = useGridApiRef();
  const [skuVisible, setSkuVisible] = React.useState(true);

  const toggleSku = () => {
    apiRef.current.setColumnVisibility('sku', !skuVisible);
    setSkuVisible(!skuVisible);
  };

  const reset = () => {
    apiRef.current.setSortModel([]);
    apiRef.current.setFilterModel({ items: [], logicOperator: GridLogicOperator.And });
    apiRef.current.setRowSelectionModel([]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => apiRef.current.sortColumn('price', 'desc')}>
          Most expensive first
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current.setFilterModel({
              items: [{ field: 'inStock', operator: 'is', value: 'true' }],
            })
          }
        >
          In stock only
        </Button>
        <Button size="small" onClick={() => apiRef.current.setRowSelectionModel([1, 3])}>
          Select rows 1 and 3
        </Button>
        <Button size="small" onClick={toggleSku}>
          {skuVisible ? 'Hide SKU' : 'Show SKU'}
        </Button>
        <Button size="small" onClick={() => apiRef.current.exportDataAsCsv()}>
          Export CSV
        </Button>
        <Button size="small" color="secondary" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection />
      </Box>
    </Box>
  );
}
