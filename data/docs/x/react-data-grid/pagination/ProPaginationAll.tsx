import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const categories = ['Sensor', 'Cable', 'Relay', 'Display', 'Enclosure'];

// 240 parts, generated deterministically.
const rows = Array.from({ length: 240 }, (_, index) => ({
  id: index + 1,
  partNumber: `PN-${String(30000 + index * 7)}`,
  category: categories[index % categories.length],
  stock: (index * 61) % 500,
}));

const columns: GridColDef[] = [
  { field: 'partNumber', headerName: 'Part number', width: 140 },
  { field: 'category', headerName: 'Category', flex: 1 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function ProPaginationAll() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        density="compact"
        pagination
        pageSizeOptions={[25, 100, 200, { value: rows.length, label: 'All' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
    </Box>
  );
}
