import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridColDef,
  GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', width: 170 },
  { field: 'issued', headerName: 'Issued', width: 120 },
  { field: 'due', headerName: 'Due', width: 120 },
  { field: 'project', headerName: 'Project', width: 200 },
  { field: 'manager', headerName: 'Account manager', width: 170 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

const rows = [
  {
    id: 1,
    invoice: 'INV-1041',
    client: 'Brightwell Dental',
    issued: '2024-05-01',
    due: '2024-05-31',
    project: 'Website redesign',
    manager: 'Sofia Marin',
    amount: 4800,
  },
  {
    id: 2,
    invoice: 'INV-1042',
    client: 'Oakridge Council',
    issued: '2024-05-03',
    due: '2024-06-02',
    project: 'Accessibility audit',
    manager: 'Jonas Berg',
    amount: 2150,
  },
  {
    id: 3,
    invoice: 'INV-1043',
    client: 'Pico Roasters',
    issued: '2024-05-06',
    due: '2024-06-05',
    project: 'Online shop',
    manager: 'Sofia Marin',
    amount: 7320,
  },
  {
    id: 4,
    invoice: 'INV-1044',
    client: 'Harbor Yoga',
    issued: '2024-05-09',
    due: '2024-06-08',
    project: 'Booking widget',
    manager: 'Leah Okafor',
    amount: 1290,
  },
];

export default function PinnedCheckboxColumn() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{
            pinnedColumns: {
              // The selection column first, then the invoice number.
              left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'invoice'],
              right: ['amount'],
            },
          }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected invoices: {selection.length ? selection.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
