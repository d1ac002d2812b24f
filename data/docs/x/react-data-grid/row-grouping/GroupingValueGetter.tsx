import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Invoice {
  id: number;
  client: string;
  issued: Date;
  amount: number;
}

const rows: Invoice[] = [
  { id: 1, client: 'Northwind', issued: new Date(2022, 2, 14), amount: 1200 },
  { id: 2, client: 'Contoso', issued: new Date(2022, 7, 3), amount: 860 },
  { id: 3, client: 'Northwind', issued: new Date(2022, 10, 21), amount: 2300 },
  { id: 4, client: 'Fabrikam', issued: new Date(2023, 0, 9), amount: 540 },
  { id: 5, client: 'Contoso', issued: new Date(2023, 4, 30), amount: 1750 },
  { id: 6, client: 'Fabrikam', issued: new Date(2023, 8, 12), amount: 990 },
  { id: 7, client: 'Northwind', issued: new Date(2024, 1, 2), amount: 3100 },
  { id: 8, client: 'Contoso', issued: new Date(2024, 5, 18), amount: 640 },
  { id: 9, client: 'Fabrikam', issued: new Date(2024, 6, 7), amount: 1420 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', width: 140 },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 140,
    // Group by year instead of by exact date
    groupingValueGetter: (value: Date) => value.getFullYear(),
  },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

export default function GroupingValueGetter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['issued'] } }}
        groupingColDef={{ headerName: 'Year', width: 160 }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
