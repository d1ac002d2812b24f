import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'item', headerName: 'Item', flex: 1 },
];

export default function AutoHeightLayout() {
  const [count, setCount] = React.useState(2);
  const rows = React.useMemo(
    () =>
      Array.from({ length: count }, (_, index) => ({ id: index + 1, item: `Item ${index + 1}` })),
    [count],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setCount((c) => c + 1)}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCount((c) => Math.max(0, c - 1))}>
          Remove a row
        </Button>
      </Stack>
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
      />
    </Box>
  );
}
