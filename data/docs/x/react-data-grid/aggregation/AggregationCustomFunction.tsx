import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { type OrderLine, orderLines } from './orderLines';

const price = (value: number | null | undefined) => (value == null ? '' : `€${value.toFixed(2)}`);

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', width: 210 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: price,
  },
  { field: 'shipped', headerName: 'Shipped', type: 'date', width: 120 },
];

const median: GridAggregationFunction<number, number> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const sorted = values
      .filter((value): value is number => typeof value === 'number')
      .sort((a, b) => a - b);
    if (sorted.length === 0) {
      return null;
    }
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle];
  },
};

// Number of days between the first and the last shipment
const range: GridAggregationFunction<Date, number> = {
  label: 'days spanned',
  columnTypes: ['date'],
  hasCellUnit: false,
  apply: ({ values }) => {
    const times = values
      .filter((value): value is Date => value instanceof Date)
      .map((d) => d.getTime());
    if (times.length === 0) {
      return null;
    }
    return Math.round((Math.max(...times) - Math.min(...times)) / 86400000);
  },
  valueFormatter: (value: number | null) => (value == null ? '' : `${value} days`),
};

const distinct: GridAggregationFunction<string, number> = {
  label: 'distinct',
  hasCellUnit: false,
  apply: ({ values }) => new Set(values.filter(Boolean)).size,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, median, range, distinct };

export default function AggregationCustomFunction() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={orderLines}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: { model: { quantity: 'median', shipped: 'range', warehouse: 'distinct' } },
        }}
        hideFooter
      />
    </Box>
  );
}
