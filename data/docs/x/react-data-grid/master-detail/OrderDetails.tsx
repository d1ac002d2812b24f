import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

type LineItem = { id: number; product: string; quantity: number; unitPrice: number };
type Order = { id: number; customer: string; email: string; city: string; items: LineItem[] };

const catalog = ['Notebook', 'Fountain pen', 'Ink bottle', 'Desk pad', 'Pencil set', 'Letter tray'];
const customers = ['Iris Novak', 'Mateo Rossi', 'Yara Haddad', 'Ken Watanabe', 'Olga Petrova'];
const cities = ['Prague', 'Bologna', 'Beirut', 'Sapporo', 'Tallinn'];

const rows: Order[] = customers.map((customer, index) => ({
  id: 1001 + index,
  customer,
  email: `${customer.split(' ')[0].toLowerCase()}@example.com`,
  city: cities[index],
  items: Array.from({ length: 1 + (index % 3) }, (_, i) => ({
    id: i + 1,
    product: catalog[(index + i * 2) % catalog.length],
    quantity: 1 + ((index + i) % 4),
    unitPrice: 6 + ((index * 7 + i * 5) % 30),
  })),
}));

const itemColumns: GridColDef<LineItem>[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
  },
];

function DetailPanel(props: { order: Order }) {
  const { order } = props;
  return (
    <Stack sx={{ py: 2, px: 4, height: '100%', boxSizing: 'border-box' }} direction="column">
      <Paper variant="outlined" sx={{ flex: 1, p: 2 }}>
        <Typography variant="subtitle2" gutterBottom>
          Order #{order.id} for {order.customer} ({order.email})
        </Typography>
        <DataGridPro
          density="compact"
          columns={itemColumns}
          rows={order.items}
          autoHeight
          hideFooter
          disableColumnMenu
        />
      </Paper>
    </Stack>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'itemCount',
    headerName: 'Items',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => row.items.length,
  },
];

export default function OrderDetails() {
  const getDetailPanelContent = React.useCallback<
    NonNullable<DataGridProProps<Order>['getDetailPanelContent']>
  >(({ row }) => <DetailPanel order={row} />, []);

  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: [1001] } }}
        hideFooter
      />
    </Box>
  );
}
