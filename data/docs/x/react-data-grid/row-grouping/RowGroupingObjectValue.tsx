import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { deals } from './deals';

interface Account {
  name: string;
  tier: 'Enterprise' | 'Growth' | 'Starter';
}

// The customer of each deal as an object: grouping needs a primitive key
const accounts: Record<string, Account['tier']> = {
  'Harbor Logistics': 'Enterprise',
  'Blue Mesa Energy': 'Enterprise',
  'Oakridge Labs': 'Enterprise',
  'Kestrel Bank': 'Enterprise',
  'Tidewater Health': 'Growth',
  'Summit Outdoor': 'Growth',
  'Granite Works': 'Growth',
  'Copperline Media': 'Growth',
};

const accountRows = deals.map((row) => ({
  ...row,
  account: { name: row.customer, tier: accounts[row.customer] ?? 'Starter' } as Account,
}));

const accountColumns: GridColDef<(typeof accountRows)[number]>[] = [
  {
    field: 'account',
    headerName: 'Account',
    width: 200,
    // Group rows have no account of their own: only leaf rows get a label.
    valueFormatter: (value: Account | undefined) => (value ? `${value.name} (${value.tier})` : ''),
    groupingValueGetter: (value: Account) => value.tier,
  },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

export default function RowGroupingObjectValue() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={accountRows}
        columns={accountColumns}
        initialState={{ rowGrouping: { model: ['account'] } }}
        groupingColDef={{ headerName: 'Tier', leafField: 'product', width: 200 }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
