import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnMenu, GridColumnMenuProps } from '@mui/x-data-grid';

// A fixed report layout: readers may sort and filter, but not hide or rearrange columns.
function ReportColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

const rows = [
  { id: 1, quarter: 'Q1 2024', region: 'Nordics', revenue: 1_240_000, margin: 0.21 },
  { id: 2, quarter: 'Q1 2024', region: 'Benelux', revenue: 980_500, margin: 0.18 },
  { id: 3, quarter: 'Q2 2024', region: 'Nordics', revenue: 1_312_750, margin: 0.23 },
  { id: 4, quarter: 'Q2 2024', region: 'Benelux', revenue: 1_045_300, margin: 0.19 },
];

const columns: GridColDef[] = [
  { field: 'quarter', headerName: 'Quarter', width: 120 },
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 120 },
  {
    field: 'revenue',
    headerName: 'Revenue (€)',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
];

export default function HideMenuItems() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: ReportColumnMenu }} hideFooter />
    </Box>
  );
}
