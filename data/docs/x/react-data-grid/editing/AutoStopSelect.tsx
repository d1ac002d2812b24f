import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

type Priority = 'Low' | 'Normal' | 'Urgent';
type Ticket = { id: number; subject: string; requester: string; priority: Priority };

const priorities: Priority[] = ['Low', 'Normal', 'Urgent'];
const chipColor = { Low: 'default', Normal: 'info', Urgent: 'error' } as const;

const rows: Ticket[] = [
  { id: 481, subject: 'Invoice shows the wrong VAT rate', requester: 'Maren', priority: 'Urgent' },
  { id: 482, subject: 'Password reset email not received', requester: 'Luis', priority: 'Normal' },
  { id: 483, subject: 'Add dark mode to the dashboard', requester: 'Keiko', priority: 'Low' },
];

function PriorityEditCell(props: GridRenderEditCellParams<Ticket, Priority>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent<Priority>) => {
    // Wait for the new value to be stored (and validated) before leaving edit mode.
    const isValid = await apiRef.current.setEditCellValue({
      id,
      field,
      value: event.target.value as Priority,
    });
    // Picking with Enter may already have closed the cell through the grid's own key handling.
    if (isValid && apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Select<Priority>
      value={value ?? 'Normal'}
      onChange={handleChange}
      size="small"
      fullWidth
      defaultOpen
      sx={{ height: '100%', '& fieldset': { border: 0 } }}
    >
      {priorities.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'requester', headerName: 'Requester', width: 110 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 130,
    editable: true,
    renderCell: (params) =>
      params.value ? (
        <Chip size="small" label={params.value} color={chipColor[params.value as Priority]} />
      ) : null,
    renderEditCell: (params: GridRenderEditCellParams<Ticket, Priority>) => (
      <PriorityEditCell {...params} />
    ),
  },
];

export default function AutoStopSelect() {
  return (
    <Box sx={{ height: 220, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
