import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  path: string[];
  amount?: number;
}

// A budget tree: only leaves carry amounts, parent rows show the sums
const budget: Expense[] = [
  { id: 1, path: ['Marketing'] },
  { id: 2, path: ['Marketing', 'Trade fairs'], amount: 18200 },
  { id: 3, path: ['Marketing', 'Online ads'], amount: 9400 },
  { id: 4, path: ['Operations'] },
  { id: 5, path: ['Operations', 'Warehouse rent'], amount: 26000 },
  { id: 6, path: ['Operations', 'Logistics'] },
  { id: 7, path: ['Operations', 'Logistics', 'Freight'], amount: 14300 },
  { id: 8, path: ['Operations', 'Logistics', 'Packaging'], amount: 3900 },
  { id: 9, path: ['People'] },
  { id: 10, path: ['People', 'Training'], amount: 5200 },
];

const budgetColumns: GridColDef<Expense>[] = [
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toLocaleString('en-US')}`),
  },
];

export default function AggregationTreeData() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={budget}
        columns={budgetColumns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'Cost centre', width: 260 }}
        defaultGroupingExpansionDepth={-1}
        initialState={{ aggregation: { model: { amount: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
