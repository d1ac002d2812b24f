import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

type Sale = {
  id: number;
  region: string;
  store: string;
  product: string;
  units: number;
  revenue: number;
};

const rows: Sale[] = [
  { id: 1, region: 'North', store: 'Leeds', product: 'Espresso machine', units: 14, revenue: 5586 },
  { id: 2, region: 'North', store: 'Leeds', product: 'Milk frother', units: 31, revenue: 1519 },
  { id: 3, region: 'North', store: 'York', product: 'Espresso machine', units: 9, revenue: 3591 },
  { id: 4, region: 'North', store: 'York', product: 'Grinder', units: 12, revenue: 1788 },
  { id: 5, region: 'South', store: 'Brighton', product: 'Grinder', units: 22, revenue: 3278 },
  { id: 6, region: 'South', store: 'Brighton', product: 'Kettle', units: 40, revenue: 2360 },
  {
    id: 7,
    region: 'South',
    store: 'Bristol',
    product: 'Espresso machine',
    units: 17,
    revenue: 6783,
  },
  { id: 8, region: 'South', store: 'Bristol', product: 'Milk frother', units: 26, revenue: 1274 },
  { id: 9, region: 'West', store: 'Cardiff', product: 'Kettle', units: 35, revenue: 2065 },
  { id: 10, region: 'West', store: 'Cardiff', product: 'Grinder', units: 8, revenue: 1192 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'store', headerName: 'Store', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `£${value.toLocaleString('en-GB')}`,
  },
];

export default function PremiumGroupingAggregation() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { units: 'sum', revenue: 'sum' } },
          columns: { columnVisibilityModel: { region: false } },
        }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
