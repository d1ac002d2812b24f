import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'title', headerName: 'Ticket', flex: 1 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
];

const people = ['Sam', 'Ravi', 'Ingrid', 'Tariq'];
const rows = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  title: `Ticket #${1000 + index}`,
  assignee: people[index % people.length],
}));

export default function FlexLayout() {
  return (
    <Paper variant="outlined" sx={{ height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="subtitle1" sx={{ p: 1.5 }}>
        Header with a fixed size
      </Typography>
      {/* The grid takes whatever height is left. minHeight: 0 lets it shrink. */}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Paper>
  );
}
