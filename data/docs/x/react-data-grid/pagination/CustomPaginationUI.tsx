import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  GridColDef,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = Array.from({ length: 64 }, (_, index) => ({
  id: index + 1,
  episode: `Episode ${index + 1}`,
  guest: ['Dr. Ruth Asante', 'Marco Bianchi', 'Sun-hee Park', 'Ola Nordmann'][index % 4],
  minutes: 28 + ((index * 11) % 35),
}));

const columns: GridColDef[] = [
  { field: 'episode', headerName: 'Episode', width: 130 },
  { field: 'guest', headerName: 'Guest', flex: 1 },
  { field: 'minutes', headerName: 'Length (min)', type: 'number', width: 130 },
];

// Numbered page buttons instead of the default "previous / next" arrows.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      shape="rounded"
      size="small"
      count={pageCount}
      // Pagination counts from 1, the grid from 0.
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ mr: 1 }}
    />
  );
}

export default function CustomPaginationUI() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ pagination: NumberedPagination }}
        initialState={{ pagination: { paginationModel: { pageSize: 6 } } }}
      />
    </Box>
  );
}
