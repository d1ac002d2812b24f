import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
}

const TOTAL_ORDERS = 137;
const names = ['Ada', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Freya', 'Goran', 'Hiro'];

// Pretends to be an endpoint like GET /orders?page=2&pageSize=10
function fetchOrderPage(page: number, pageSize: number) {
  return new Promise<{ rows: Order[]; total: number }>((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      const end = Math.min(start + pageSize, TOTAL_ORDERS);
      const pageRows: Order[] = [];
      for (let index = start; index < end; index += 1) {
        pageRows.push({
          id: index + 1,
          customer: names[index % names.length],
          total: 20 + ((index * 29) % 180),
        });
      }
      resolve({ rows: pageRows, total: TOTAL_ORDERS });
    }, 400);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 120 },
];

export default function ServerPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrderPage(paginationModel.page, paginationModel.pageSize).then((response) => {
      if (active) {
        setRows(response.rows);
        setRowCount(response.total);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
