import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const columns: GridColDef[] = [
  { field: 'account', headerName: 'Account', width: 170 },
  ...months.map<GridColDef>((month, index) => ({
    field: `m${index}`,
    headerName: month,
    type: 'number',
    width: 90,
  })),
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) =>
      months.reduce((sum, _m, index) => sum + Number(row[`m${index}`] ?? 0), 0),
  },
];

const accounts = ['Marketing', 'Engineering', 'Sales', 'Support', 'Facilities', 'Legal'];

const rows = accounts.map((account, a) => {
  const row: Record<string, string | number> = { id: a + 1, account };
  months.forEach((_m, index) => {
    row[`m${index}`] = 800 + ((a * 131 + index * 57) % 700);
  });
  return row;
});

export default function BasicColumnPinning() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['account'], right: ['total'] } }}
        hideFooter
      />
    </Box>
  );
}
