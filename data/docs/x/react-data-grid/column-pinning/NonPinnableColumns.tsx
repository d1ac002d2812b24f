import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  // Pinned by the initial state even though users can't change it from the menu.
  { field: 'employee', headerName: 'Employee', width: 170, pinnable: false },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'mon', headerName: 'Mon', type: 'number', width: 90 },
  { field: 'tue', headerName: 'Tue', type: 'number', width: 90 },
  { field: 'wed', headerName: 'Wed', type: 'number', width: 90 },
  { field: 'thu', headerName: 'Thu', type: 'number', width: 90 },
  { field: 'fri', headerName: 'Fri', type: 'number', width: 90 },
  // Never offered for pinning.
  { field: 'notes', headerName: 'Notes', width: 220, pinnable: false },
  { field: 'hours', headerName: 'Total hours', type: 'number', width: 120 },
];

const rows = [
  {
    id: 1,
    employee: 'Ingrid Solberg',
    department: 'Support',
    mon: 8,
    tue: 7.5,
    wed: 8,
    thu: 8,
    fri: 6,
    notes: 'Left early Friday',
    hours: 37.5,
  },
  {
    id: 2,
    employee: 'Tomás Ibarra',
    department: 'Warehouse',
    mon: 9,
    tue: 9,
    wed: 8,
    thu: 9,
    fri: 8,
    notes: 'Inventory count Thursday',
    hours: 43,
  },
  {
    id: 3,
    employee: 'Mei Lin Cho',
    department: 'Finance',
    mon: 8,
    tue: 8,
    wed: 8,
    thu: 8,
    fri: 8,
    notes: '',
    hours: 40,
  },
  {
    id: 4,
    employee: 'Kwame Asante',
    department: 'Support',
    mon: 6,
    tue: 8,
    wed: 8,
    thu: 7,
    fri: 8,
    notes: 'Dentist Monday morning',
    hours: 37,
  },
];

export default function NonPinnableColumns() {
  const [disableColumnPinning, setDisableColumnPinning] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableColumnPinning}
            onChange={(event) => setDisableColumnPinning(event.target.checked)}
          />
        }
        label="disableColumnPinning"
      />
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          disableColumnPinning={disableColumnPinning}
          initialState={{ pinnedColumns: { left: ['employee'], right: ['hours'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
