import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

const orders = ['none', 'appearance', 'ascending', 'descending', 'insideOut', 'reverse'] as const;
type Order = (typeof orders)[number];

const years = ['2021', '2022', '2023', '2024'];

export default function StackOrder() {
  const [stackOrder, setStackOrder] = React.useState<Order>('descending');
  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={stackOrder}
        onChange={(event) => setStackOrder(event.target.value as Order)}
        sx={{ width: 180 }}
      >
        {orders.map((order) => (
          <MenuItem key={order} value={order}>
            {order}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: years }]}
        series={[
          { data: [12, 14, 15, 17], label: 'Books', stack: 'shop', stackOrder },
          { data: [38, 35, 33, 30], label: 'Music', stack: 'shop' },
          { data: [20, 26, 31, 39], label: 'Games', stack: 'shop' },
          { data: [6, 7, 9, 8], label: 'Gift cards', stack: 'shop' },
        ]}
      />
    </Stack>
  );
}
