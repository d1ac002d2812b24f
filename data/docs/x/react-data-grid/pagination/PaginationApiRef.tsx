import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = Array.from({ length: 75 }, (_, index) => ({
  id: index + 1,
  ticket: `SUP-${4100 + index}`,
  subject: [
    'Login fails on Safari',
    'Invoice PDF is blank',
    'Cannot reset password',
    'Export times out',
    'Wrong time zone',
  ][index % 5],
  priority: ['Low', 'Normal', 'High'][(index * 2) % 3],
}));

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function PaginationApiRef() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPage(0)}>
          setPage(0)
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPage(4)}>
          setPage(4)
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPageSize(10)}>
          setPageSize(10)
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setPaginationModel({ page: 2, pageSize: 25 })}
        >
          {'setPaginationModel({ page: 2, pageSize: 25 })'}
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          pageSizeOptions={[5, 10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </Box>
    </Box>
  );
}
