import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridAggregationModel, GridColDef } from '@mui/x-data-grid-premium';
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

export default function AggregationControlled() {
  const [model, setModel] = React.useState<GridAggregationModel>({ quantity: 'sum' });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="quantity-function-label">Quantity</InputLabel>
          <Select
            labelId="quantity-function-label"
            label="Quantity"
            value={model.quantity ?? ''}
            onChange={(event) => {
              const others = Object.fromEntries(
                Object.entries(model).filter(([field]) => field !== 'quantity'),
              );
              setModel(event.target.value ? { ...others, quantity: event.target.value } : others);
            }}
          >
            <MenuItem value="">No aggregation</MenuItem>
            <MenuItem value="sum">sum</MenuItem>
            <MenuItem value="avg">avg</MenuItem>
            <MenuItem value="min">min</MenuItem>
            <MenuItem value="max">max</MenuItem>
            <MenuItem value="size">size</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2">Model: {JSON.stringify(model)}</Typography>
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={orderLines}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={(newModel) => setModel(newModel)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
