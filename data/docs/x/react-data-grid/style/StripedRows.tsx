import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';

interface Departure {
  id: number;
  flight: string;
  destination: string;
  time: string;
  gate: string;
}

const destinations = ['Oslo', 'Porto', 'Nairobi', 'Montréal', 'Seoul', 'Lima', 'Dubai'];

const rows: Departure[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  flight: `LX ${1402 + index * 7}`,
  destination: destinations[index % destinations.length],
  time: `${String(6 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '15' : '45'}`,
  gate: `${String.fromCharCode(65 + (index % 4))}${((index * 3) % 20) + 1}`,
}));

const columns: GridColDef<Departure>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

// indexRelativeToCurrentPage restarts at 0 on each page, so every page starts with the same shade.
const stripe = (params: GridRowClassNameParams<Departure>) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'stripe--even' : 'stripe--odd';

export default function StripedRows() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={stripe}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
        sx={(theme) => ({
          '& .stripe--odd': { bgcolor: alpha(theme.palette.text.primary, 0.05) },
          // Keep hover and selection visible on top of the stripes.
          '& .stripe--odd:hover': { bgcolor: alpha(theme.palette.text.primary, 0.09) },
        })}
      />
    </Box>
  );
}
