import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener, GridRowSelectionModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
  {
    field: 'document',
    headerName: 'Document',
    width: 140,
    renderCell: (params) => (
      <Link href={`#${params.row.invoice}`} onClick={(event) => event.preventDefault()}>
        View PDF
      </Link>
    ),
  },
];

const rows = [
  { id: 1, invoice: 'INV-2041', client: 'Harbourview Dental', amount: 1280 },
  { id: 2, invoice: 'INV-2042', client: 'Quill & Ink Bookshop', amount: 342.5 },
  { id: 3, invoice: 'INV-2043', client: 'Northwind Cycling Club', amount: 915 },
  { id: 4, invoice: 'INV-2044', client: 'Alder Street Bakery', amount: 188.2 },
];

// Clicking the Document column opens a file; it should not also toggle the selection
const handleRowClick: GridEventListener<'rowClick'> = (_params, event) => {
  const target = event.target as HTMLElement;
  if (target.closest('[data-field="document"]')) {
    event.defaultMuiPrevented = true;
  }
};

export default function PreventRowClickSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onRowClick={handleRowClick}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected rows: {selection.length ? selection.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
