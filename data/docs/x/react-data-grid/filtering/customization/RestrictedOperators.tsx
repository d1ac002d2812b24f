import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbar,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {
    field: 'employee',
    headerName: 'Employee',
    flex: 1,
    minWidth: 150,
    filterOperators: getGridStringOperators().filter((operator) =>
      ['contains', 'startsWith'].includes(operator.value),
    ),
  },
  { field: 'team', headerName: 'Team', width: 130 },
  {
    field: 'hours',
    headerName: 'Hours logged',
    type: 'number',
    width: 140,
    filterOperators: getGridNumericOperators()
      .filter((operator) => operator.value === '>' || operator.value === '<')
      .map((operator) => ({
        ...operator,
        label: operator.value === '>' ? 'more than' : 'less than',
      })),
  },
  { field: 'badge', headerName: 'Badge ID', width: 120, filterable: false },
];

const rows = [
  { id: 1, employee: 'Amelia Hart', team: 'Design', hours: 36, badge: 'A-102' },
  { id: 2, employee: 'Bilal Khan', team: 'Platform', hours: 42, badge: 'A-117' },
  { id: 3, employee: 'Chloé Martin', team: 'Design', hours: 28, badge: 'B-004' },
  { id: 4, employee: 'Dmitri Volkov', team: 'Support', hours: 40, badge: 'B-019' },
  { id: 5, employee: 'Esi Mensah', team: 'Platform', hours: 45, badge: 'C-230' },
  { id: 6, employee: 'Felix Braun', team: 'Support', hours: 31, badge: 'C-231' },
];

export default function RestrictedOperators() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          filterPanel: {
            columnsSort: 'asc',
            filterFormProps: {
              columnInputProps: { variant: 'outlined', size: 'small' },
              operatorInputProps: { variant: 'outlined', size: 'small' },
              valueInputProps: { InputComponentProps: { variant: 'outlined', size: 'small' } },
            },
            sx: { '& .MuiDataGrid-filterForm': { gap: 1, p: 1.5 } },
          },
        }}
      />
    </Box>
  );
}
