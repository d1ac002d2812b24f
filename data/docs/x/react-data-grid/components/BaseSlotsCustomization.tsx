import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, { CheckboxProps } from '@mui/material/Checkbox';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

// Replaces every checkbox of the grid: selection column, header, columns panel, boolean editing.
const RoundCheckbox = React.forwardRef<HTMLButtonElement, CheckboxProps>(
  function RoundCheckbox(props, ref) {
    return (
      <Checkbox
        ref={ref}
        icon={<RadioButtonUncheckedIcon />}
        checkedIcon={<CheckCircleIcon />}
        indeterminateIcon={<RemoveCircleIcon />}
        {...props}
      />
    );
  },
);

const rows = [
  { id: 1, task: 'Book the venue', owner: 'Amara', due: '2024-08-02', done: true },
  { id: 2, task: 'Send invitations', owner: 'Felix', due: '2024-08-09', done: true },
  { id: 3, task: 'Order catering', owner: 'Amara', due: '2024-08-16', done: false },
  { id: 4, task: 'Print name badges', owner: 'Noor', due: '2024-08-20', done: false },
];

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'due', headerName: 'Due', width: 120 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

export default function BaseSlotsCustomization() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ toolbar: GridToolbar, baseCheckbox: RoundCheckbox }}
        slotProps={{
          // Every Button the grid renders: toolbar buttons, panel actions…
          baseButton: { color: 'secondary' },
          // …and every checkbox, whichever component renders it.
          baseCheckbox: { color: 'secondary' },
        }}
        hideFooter
      />
    </Box>
  );
}
