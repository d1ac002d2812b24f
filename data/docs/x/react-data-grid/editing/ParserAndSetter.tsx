import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Flight = {
  id: number;
  airline: string;
  flightNo: string;
  from: string;
  to: string;
};

const initialRows: Flight[] = [
  { id: 1, airline: 'LH', flightNo: '1172', from: 'FRA', to: 'MAD' },
  { id: 2, airline: 'KL', flightNo: '1523', from: 'AMS', to: 'OSL' },
  { id: 3, airline: 'AZ', flightNo: '608', from: 'FCO', to: 'JFK' },
];

const columns: GridColDef<Flight>[] = [
  {
    field: 'code',
    headerName: 'Flight',
    width: 130,
    editable: true,
    // Two row fields shown as one value...
    valueGetter: (value, row) => `${row.airline} ${row.flightNo}`,
    // ...cleaned while typing: uppercase, no duplicated spaces...
    valueParser: (value: string) => value.toUpperCase().replace(/\s+/g, ' '),
    // ...and split back into the two fields on commit.
    valueSetter: (value: string, row) => {
      const match = /^([A-Z0-9]{2})\s?(\d{1,4})$/.exec(value.trim());
      if (!match) {
        return row;
      }
      return { ...row, airline: match[1], flightNo: match[2] };
    },
  },
  {
    field: 'route',
    headerName: 'Route',
    flex: 1,
    editable: true,
    valueGetter: (value, row) => `${row.from} → ${row.to}`,
    valueParser: (value: string) => value.toUpperCase(),
    valueSetter: (value: string, row) => {
      const [from, to] = value.split(/\s*(?:→|-|>)\s*/);
      return from && to ? { ...row, from: from.trim(), to: to.trim() } : row;
    },
  },
];

export default function ParserAndSetter() {
  const [rows, setRows] = React.useState<Flight[]>(initialRows);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 220 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(newRow: Flight) => {
            setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
          hideFooter
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, p: 1, bgcolor: 'action.hover', fontFamily: 'monospace' }}
      >
        {rows.map((row) => JSON.stringify(row)).join('\n')}
      </Typography>
    </Box>
  );
}
