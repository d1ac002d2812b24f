import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridToolbar,
} from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  country: string;
  amount: number;
}

const customers = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne'];
const countries = ['France', 'Brazil', 'Japan', 'Canada', 'Kenya'];

// The "database" of our fake server
const database: Order[] = Array.from({ length: 180 }, (_, index) => ({
  id: index + 1,
  customer: customers[(index * 5) % customers.length],
  country: countries[(index * 3) % countries.length],
  amount: ((index * 7919) % 1000) + 50,
}));

// Simulates an endpoint that sorts, filters and paginates on the server
function fakeServer({ sortModel, filterModel, paginationModel }: GridGetRowsParams) {
  let result = [...database];
  const search = (filterModel.quickFilterValues ?? []).map((v) => String(v).toLowerCase());
  if (search.length > 0) {
    result = result.filter((order) =>
      search.every((term) => `${order.customer} ${order.country}`.toLowerCase().includes(term)),
    );
  }
  filterModel.items.forEach(({ field, operator, value }) => {
    if (value == null || value === '') {
      return;
    }
    const key = field as keyof Order;
    result = result.filter((order) => {
      const cell = String(order[key]).toLowerCase();
      const target = String(value).toLowerCase();
      return operator === 'equals' || operator === '=' ? cell === target : cell.includes(target);
    });
  });
  sortModel.forEach(({ field, sort }) => {
    const key = field as keyof Order;
    const direction = sort === 'desc' ? -1 : 1;
    result.sort((a, b) => (a[key] > b[key] ? direction : a[key] < b[key] ? -direction : 0));
  });
  const start = paginationModel.page * paginationModel.pageSize;
  const rows = result.slice(start, start + paginationModel.pageSize);
  return new Promise<{ rows: Order[]; rowCount: number }>((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: result.length }), 500);
  });
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

export default function DataSourceBasic() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const response = await fakeServer(params);
        return { rows: response.rows, rowCount: response.rowCount };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        columns={columns}
        unstable_dataSource={dataSource}
        pagination
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </Box>
  );
}
