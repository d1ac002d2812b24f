import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridColDef,
  gridColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
  { field: 'supplier', headerName: 'Supplier', width: 140 },
];

const rows = [
  { id: 1, sku: 'K-101', name: 'Chef knife', price: 89, stock: 14, supplier: 'Seki Works' },
  { id: 2, sku: 'P-220', name: 'Cast iron pan', price: 59, stock: 32, supplier: 'Ironside' },
  { id: 3, sku: 'B-310', name: 'Cutting board', price: 35, stock: 51, supplier: 'Oakline' },
];

export default function SaveColumnOrder() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<string[] | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => apiRef.current.setColumnIndex('price', 0)}>
          Move price first
        </Button>
        <Button size="small" onClick={() => setSaved(gridColumnFieldsSelector(apiRef))}>
          Save order
        </Button>
        <Button
          size="small"
          disabled={!saved}
          onClick={() =>
            saved && apiRef.current.restoreState({ columns: { orderedFields: saved } })
          }
        >
          Restore saved order
        </Button>
      </Stack>
      <Box sx={{ height: 250 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            columns: { orderedFields: ['name', 'sku', 'price', 'stock', 'supplier'] },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
