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

interface Weighted {
  price: number;
  quantity: number;
}

// Average price weighted by quantity: it needs two fields of each row
const weightedAvg: GridAggregationFunction<Weighted, number> = {
  label: 'weighted avg',
  columnTypes: ['number'],
  getCellValue: ({ row }) => ({ price: row.unitPrice, quantity: row.quantity }),
  apply: ({ values }) => {
    let units = 0;
    let amount = 0;
    values.forEach((value) => {
      if (value) {
        units += value.quantity;
        amount += value.price * value.quantity;
      }
    });
    return units === 0 ? null : amount / units;
  },
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, weightedAvg };

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', width: 210 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 150,
    valueFormatter: price,
  },
  {
    field: 'total',
    headerName: 'Line total',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: price,
  },
];

export default function AggregationMultipleFields() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={orderLines}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { unitPrice: 'weightedAvg', total: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
