import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridColumnMenu, GridColumnMenuProps } from '@mui/x-data-grid-pro';

// The Pro menu adds `columnMenuPinningItem` (displayOrder 15, between sorting and filtering).
// Here it moves to the top and the filter item is removed.
function PinFirstColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFilterItem: null }}
      slotProps={{ columnMenuPinningItem: { displayOrder: 0 } }}
    />
  );
}

const rows = [
  {
    id: 1,
    vessel: 'Maersk Elba',
    port: 'Rotterdam',
    eta: '2024-06-03',
    teu: 15_226,
    status: 'At sea',
  },
  {
    id: 2,
    vessel: 'CMA CGM Rhone',
    port: 'Antwerp',
    eta: '2024-06-05',
    teu: 14_812,
    status: 'Berthed',
  },
  {
    id: 3,
    vessel: 'MSC Aurora',
    port: 'Hamburg',
    eta: '2024-06-07',
    teu: 19_462,
    status: 'At sea',
  },
  {
    id: 4,
    vessel: 'Ever Lotus',
    port: 'Felixstowe',
    eta: '2024-06-08',
    teu: 20_124,
    status: 'Anchored',
  },
];

const columns: GridColDef[] = [
  { field: 'vessel', headerName: 'Vessel', width: 170 },
  { field: 'port', headerName: 'Port', width: 140 },
  { field: 'eta', headerName: 'ETA', width: 130 },
  { field: 'teu', headerName: 'Capacity (TEU)', type: 'number', width: 150 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function ProColumnMenuItems() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ columnMenu: PinFirstColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
