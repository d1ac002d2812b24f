import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';

const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values
      .filter((value): value is number => typeof value === 'number')
      .sort((a, b) => a - b);
    if (numbers.length === 0) {
      return null;
    }
    const middle = Math.floor(numbers.length / 2);
    return numbers.length % 2 === 0 ? (numbers[middle - 1] + numbers[middle]) / 2 : numbers[middle];
  },
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, median };

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Ticket', width: 200 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'hours', headerName: 'Hours to resolve', type: 'number', width: 160 },
  { field: 'reopened', headerName: 'Reopened', type: 'boolean', width: 110 },
];

const rows = [
  { id: 1, title: 'Password reset loop', team: 'Identity', hours: 3, reopened: false },
  { id: 2, title: 'SSO metadata expired', team: 'Identity', hours: 11, reopened: true },
  { id: 3, title: 'MFA SMS delayed', team: 'Identity', hours: 6, reopened: false },
  { id: 4, title: 'Invoice PDF blank', team: 'Billing', hours: 14, reopened: false },
  { id: 5, title: 'VAT rounding', team: 'Billing', hours: 22, reopened: true },
  { id: 6, title: 'Card declined twice', team: 'Billing', hours: 2, reopened: false },
  { id: 7, title: 'Coupon not applied', team: 'Billing', hours: 5, reopened: false },
  { id: 8, title: 'Search returns stale', team: 'Platform', hours: 30, reopened: true },
  { id: 9, title: 'Slow dashboard', team: 'Platform', hours: 9, reopened: false },
];

export default function GroupedAggregation() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['team'] },
          aggregation: { model: { hours: 'median', title: 'size' } },
        }}
        hideFooter
      />
    </Box>
  );
}
