import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridLocaleText, GridToolbar } from '@mui/x-data-grid';

const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'Nothing to review yet',
  toolbarColumns: 'Fields',
  toolbarFilters: 'Narrow down',
  toolbarDensity: 'Row size',
  toolbarExport: 'Download',
  footerRowSelected: (count) =>
    count === 1 ? '1 ticket picked' : `${count.toLocaleString()} tickets picked`,
  MuiTablePagination: {
    labelRowsPerPage: 'Tickets per page',
  },
};

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Ticket', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 110 },
];

const rows = [
  { id: 1, title: 'Login page times out', status: 'Open', priority: 1 },
  { id: 2, title: 'Typo in invoice footer', status: 'Closed', priority: 3 },
  { id: 3, title: 'Export ignores filters', status: 'Open', priority: 2 },
  { id: 4, title: 'Dark mode contrast', status: 'In review', priority: 2 },
];

export default function CustomLocaleText() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        slots={{ toolbar: GridToolbar }}
        checkboxSelection
      />
    </Box>
  );
}
