import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
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

export default function AggregationRowsScope() {
  const [scope, setScope] = React.useState<'filtered' | 'all'>('filtered');

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={scope === 'all'}
            onChange={(event) => setScope(event.target.checked ? 'all' : 'filtered')}
          />
        }
        label={`aggregationRowsScope="${scope}"`}
      />
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={orderLines}
          columns={columns}
          aggregationRowsScope={scope}
          initialState={{
            aggregation: { model: { quantity: 'sum', product: 'size' } },
            filter: {
              filterModel: { items: [{ field: 'category', operator: 'equals', value: 'Coffee' }] },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
