import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridOverlay } from '@mui/x-data-grid';

// A small inline illustration: an empty tray
function EmptyTray() {
  return (
    <Box
      component="svg"
      viewBox="0 0 120 80"
      aria-hidden
      sx={{ width: 120, color: 'text.disabled' }}
    >
      <path
        d="M10 45 L28 15 H92 L110 45 V70 H10 Z M10 45 H40 L46 55 H74 L80 45 H110"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </Box>
  );
}

function AllCaughtUp() {
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1, textAlign: 'center', px: 2 }}>
      <EmptyTray />
      <Typography variant="subtitle2">You are all caught up</Typography>
      <Typography variant="body2" color="text.secondary">
        New approval requests from your team will appear here.
      </Typography>
    </GridOverlay>
  );
}

const columns: GridColDef[] = [
  { field: 'requester', headerName: 'Requested by', flex: 1, minWidth: 150 },
  { field: 'type', headerName: 'Type', width: 130 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'submitted', headerName: 'Submitted', width: 120 },
];

export default function CustomNoRowsOverlay() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={[]} columns={columns} slots={{ noRowsOverlay: AllCaughtUp }} hideFooter />
    </Box>
  );
}
