import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridValidRowModel } from '@mui/x-data-grid-premium';

interface Budget extends GridValidRowModel {
  id: number;
  team: string;
  travel: number;
  software: number;
  events: number;
}

const initialRows: Budget[] = [
  { id: 1, team: 'Design', travel: 4000, software: 9000, events: 1500 },
  { id: 2, team: 'Engineering', travel: 6000, software: 24000, events: 3000 },
  { id: 3, team: 'Marketing', travel: 8000, software: 7000, events: 12000 },
  { id: 4, team: 'Support', travel: 2000, software: 5000, events: 500 },
  { id: 5, team: 'Sales', travel: 15000, software: 6000, events: 9000 },
];

const columns: GridColDef<Budget>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 120 },
  { field: 'travel', headerName: 'Travel', type: 'number', width: 110, editable: true },
  { field: 'software', headerName: 'Software', type: 'number', width: 110, editable: true },
  { field: 'events', headerName: 'Events', type: 'number', width: 110, editable: true },
];

export default function PremiumCopyPaste() {
  const [rows, setRows] = React.useState<Budget[]>(initialRows);
  const [status, setStatus] = React.useState('Copy a range, select a target range, then paste.');

  const processRowUpdate = (newRow: Budget) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onClipboardPasteStart={() => setStatus('Pasting…')}
          onClipboardPasteEnd={() => setStatus('Paste finished. Team names are read-only.')}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, height: 24 }}>
        {status}
      </Typography>
    </Box>
  );
}
