import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 90 }, (_, index) => ({
  id: index + 1,
  station: `Stop ${index + 1}`,
  line: ['Red', 'Blue', 'Green'][index % 3],
  boardings: 300 + ((index * 149) % 2700),
}));

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Stop', flex: 1 },
  { field: 'line', headerName: 'Line', width: 100 },
  { field: 'boardings', headerName: 'Daily boardings', type: 'number', width: 150 },
];

export default function PaginationFooterProps() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        pageSizeOptions={[10, 30]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        slotProps={{ pagination: { showFirstButton: true, showLastButton: true } }}
        localeText={{
          MuiTablePagination: {
            labelRowsPerPage: 'Stops per page:',
            labelDisplayedRows: ({ from, to, count }) => `Stops ${from} to ${to} of ${count}`,
          },
        }}
      />
    </Box>
  );
}
