import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Deal {
  id: number;
  customer: string;
  product: string;
  region: string;
  owner: string;
  amount: number;
}

const rows: Deal[] = [
  {
    id: 1,
    customer: 'Harbor Logistics',
    product: 'Analytics Suite',
    region: 'Europe',
    owner: 'Nadia Kovacs',
    amount: 18400,
  },
  {
    id: 2,
    customer: 'Pinecrest Foods',
    product: 'Support Plan',
    region: 'North America',
    owner: 'Owen Price',
    amount: 4200,
  },
  {
    id: 3,
    customer: 'Blue Mesa Energy',
    product: 'Analytics Suite',
    region: 'North America',
    owner: 'Owen Price',
    amount: 22900,
  },
  {
    id: 4,
    customer: 'Kestrel Bank',
    product: 'Data Connector',
    region: 'Europe',
    owner: 'Nadia Kovacs',
    amount: 9600,
  },
  {
    id: 5,
    customer: 'Saffron Retail',
    product: 'Support Plan',
    region: 'Asia Pacific',
    owner: 'Mei Lin',
    amount: 3800,
  },
  {
    id: 6,
    customer: 'Tidewater Health',
    product: 'Data Connector',
    region: 'North America',
    owner: 'Carla Ruiz',
    amount: 11200,
  },
  {
    id: 7,
    customer: 'Oakridge Labs',
    product: 'Analytics Suite',
    region: 'Asia Pacific',
    owner: 'Mei Lin',
    amount: 26500,
  },
  {
    id: 8,
    customer: 'Fjord Shipping',
    product: 'Support Plan',
    region: 'Europe',
    owner: 'Lars Berg',
    amount: 5100,
  },
  {
    id: 9,
    customer: 'Copperline Media',
    product: 'Data Connector',
    region: 'Asia Pacific',
    owner: 'Mei Lin',
    amount: 8700,
  },
  {
    id: 10,
    customer: 'Summit Outdoor',
    product: 'Analytics Suite',
    region: 'North America',
    owner: 'Carla Ruiz',
    amount: 19800,
  },
  {
    id: 11,
    customer: 'Vireo Insurance',
    product: 'Support Plan',
    region: 'Europe',
    owner: 'Lars Berg',
    amount: 4600,
  },
  {
    id: 12,
    customer: 'Granite Works',
    product: 'Data Connector',
    region: 'Europe',
    owner: 'Nadia Kovacs',
    amount: 10300,
  },
];

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

const accountRows = rows.map((row) => ({
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
