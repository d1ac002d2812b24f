import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Airport', width: 100 },
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'passengers', headerName: 'Passengers (M)', type: 'number', width: 150 },
];

const rows = [
  { id: 1, code: 'LIS', city: 'Lisbon', passengers: 33.6 },
  { id: 2, code: 'CPH', city: 'Copenhagen', passengers: 29.8 },
  { id: 3, code: 'VIE', city: 'Vienna', passengers: 29.5 },
  { id: 4, code: 'ARN', city: 'Stockholm', passengers: 22.6 },
  { id: 5, code: 'PRG', city: 'Prague', passengers: 13.8 },
];

export default function CopyRowsGrid() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <Typography variant="caption" component="div" sx={{ mt: 1 }}>
        Select rows, click a cell and press Ctrl+C (Cmd+C). Copied text:
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, height: 96, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover' }}
      >
        {copied.replace(/\t/g, ' → ') || 'Nothing copied yet'}
      </Box>
    </Box>
  );
}
