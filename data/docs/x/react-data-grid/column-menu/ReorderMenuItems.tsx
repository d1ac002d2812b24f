import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnMenu, GridColumnMenuProps } from '@mui/x-data-grid';

// Filtering first, then column management, sorting last.
function FilterFirstColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 },
        columnMenuColumnsItem: { displayOrder: 5 },
        columnMenuSortItem: { displayOrder: 50 },
      }}
    />
  );
}

const rows = [
  { id: 1, ticket: 'SUP-4102', subject: 'Invoice PDF is blank', priority: 'High', age: 3 },
  { id: 2, ticket: 'SUP-4107', subject: 'Cannot reset password', priority: 'Urgent', age: 1 },
  { id: 3, ticket: 'SUP-4111', subject: 'Add a second billing address', priority: 'Low', age: 9 },
  { id: 4, ticket: 'SUP-4115', subject: 'Export to CSV times out', priority: 'Medium', age: 5 },
];

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'age', headerName: 'Age (days)', type: 'number', width: 110 },
];

export default function ReorderMenuItems() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: FilterFirstColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
