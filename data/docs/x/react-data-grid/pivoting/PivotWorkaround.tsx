import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAggregationModel,
  GridColDef,
  GridRowModel,
} from '@mui/x-data-grid-premium';

// Raw, "long" data: one record per region, product and quarter
const sales = [
  { region: 'North', product: 'Laptops', quarter: 'Q1', revenue: 120 },
  { region: 'North', product: 'Laptops', quarter: 'Q2', revenue: 135 },
  { region: 'North', product: 'Laptops', quarter: 'Q3', revenue: 98 },
  { region: 'North', product: 'Phones', quarter: 'Q1', revenue: 80 },
  { region: 'North', product: 'Phones', quarter: 'Q3', revenue: 110 },
  { region: 'North', product: 'Phones', quarter: 'Q4', revenue: 150 },
  { region: 'South', product: 'Laptops', quarter: 'Q2', revenue: 90 },
  { region: 'South', product: 'Laptops', quarter: 'Q4', revenue: 140 },
  { region: 'South', product: 'Phones', quarter: 'Q1', revenue: 60 },
  { region: 'South', product: 'Phones', quarter: 'Q2', revenue: 75 },
  { region: 'South', product: 'Tablets', quarter: 'Q3', revenue: 45 },
  { region: 'West', product: 'Tablets', quarter: 'Q1', revenue: 55 },
  { region: 'West', product: 'Tablets', quarter: 'Q4', revenue: 70 },
  { region: 'West', product: 'Laptops', quarter: 'Q2', revenue: 130 },
  { region: 'West', product: 'Laptops', quarter: 'Q3', revenue: 125 },
];

// 1. The distinct values of the pivot field become columns
const quarters = Array.from(new Set(sales.map((sale) => sale.quarter))).sort();

// 2. Reshape: one row per region + product, one field per quarter
function pivot(): GridRowModel[] {
  const byKey = new Map<string, GridRowModel>();
  sales.forEach((sale) => {
    const key = `${sale.region}/${sale.product}`;
    const row = byKey.get(key) ?? { id: key, region: sale.region, product: sale.product };
    row[sale.quarter] = (row[sale.quarter] ?? 0) + sale.revenue;
    byKey.set(key, row);
  });
  return Array.from(byKey.values());
}

const rows = pivot();

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'product', headerName: 'Product', width: 120 },
  ...quarters.map<GridColDef>((quarter) => ({
    field: quarter,
    headerName: quarter,
    type: 'number',
    width: 90,
  })),
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => quarters.reduce((sum, quarter) => sum + (row[quarter] ?? 0), 0),
  },
];

// 3. Aggregate every value column
const aggregationModel: GridAggregationModel = Object.fromEntries(
  [...quarters, 'total'].map((field) => [field, 'sum']),
);

export default function PivotWorkaround() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: aggregationModel },
          columns: { columnVisibilityModel: { region: false, product: false } },
        }}
        groupingColDef={{ headerName: 'Region / product', leafField: 'product', width: 200 }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
