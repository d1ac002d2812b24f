import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Stock {
  id: number;
  ticker: string;
  name: string;
  price: number;
  change: number;
  halted: boolean;
}

const rows: Stock[] = [
  { id: 1, ticker: 'ACME', name: 'Acme Corp', price: 132.4, change: 1.8, halted: false },
  { id: 2, ticker: 'GLBX', name: 'Globex', price: 88.1, change: -2.4, halted: false },
  { id: 3, ticker: 'INIT', name: 'Initech', price: 41.9, change: 0, halted: true },
  { id: 4, ticker: 'UMBR', name: 'Umbrella', price: 215.0, change: 3.1, halted: false },
  { id: 5, ticker: 'STRK', name: 'Stark Industries', price: 310.7, change: -0.6, halted: false },
  { id: 6, ticker: 'WAYN', name: 'Wayne Enterprises', price: 178.3, change: 0.9, halted: false },
];

const columns: GridColDef<Stock>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 100, headerClassName: 'header--accent' },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 150 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  {
    field: 'change',
    headerName: 'Change (%)',
    type: 'number',
    width: 130,
    cellClassName: (params) => {
      const value = params.value as number;
      if (value > 0) {
        return 'change change--up';
      }
      return value < 0 ? 'change change--down' : 'change';
    },
  },
];

export default function ConditionalStyling() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) =>
          [
            params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd',
            params.row.halted ? 'row--halted' : '',
          ].join(' ')
        }
        sx={{
          '& .header--accent': { color: 'primary.main', fontWeight: 'bold' },
          '& .row--even': { bgcolor: 'action.hover' },
          '& .row--halted': { color: 'text.disabled', fontStyle: 'italic' },
          '& .change': { fontVariantNumeric: 'tabular-nums' },
          '& .change--up': { color: 'success.main' },
          '& .change--down': { color: 'error.main' },
        }}
      />
    </Box>
  );
}
