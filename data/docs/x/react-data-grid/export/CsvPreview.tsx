import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  sku: `LMP-${100 + index}`,
  name: ['Desk lamp', 'Floor lamp', 'Pendant', 'Wall light'][index % 4],
  stock: (index * 17) % 40,
}));

export default function CsvPreview() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  const previewPage = () => {
    setCsv(
      apiRef.current.getDataAsCsv({
        getRowsToExport: () => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
      }),
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={previewPage}>
          Preview current page as CSV
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.exportDataAsCsv({ fields: ['sku', 'stock'] })}
        >
          Download SKU and stock
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pageSizeOptions={[4, 8]}
          initialState={{ pagination: { paginationModel: { pageSize: 4 } } }}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          height: 110,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {csv || 'Click "Preview current page as CSV".'}
      </Box>
    </Box>
  );
}
