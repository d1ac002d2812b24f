import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridRowModel } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

const customers = ['Ada', 'Grace', 'Linus', 'Margaret', 'Ken', 'Barbara', 'Dennis', 'Frances'];
const MAX_ROWS = 200;

function makeRows(start: number, count: number): GridRowModel[] {
  return Array.from({ length: count }, (_, offset) => {
    const id = start + offset + 1;
    return { id, customer: customers[id % customers.length], total: ((id * 53) % 480) + 20 };
  });
}

export default function InfiniteScrollEnd() {
  const [rows, setRows] = React.useState<GridRowModel[]>(() => makeRows(0, 30));
  const [loading, setLoading] = React.useState(false);

  const handleRowsScrollEnd = React.useCallback(() => {
    if (loading || rows.length >= MAX_ROWS) {
      return;
    }
    setLoading(true);
    // Simulate a network request
    setTimeout(() => {
      setRows((prev) => [...prev, ...makeRows(prev.length, 20)]);
      setLoading(false);
    }, 600);
  }, [loading, rows.length]);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleRowsScrollEnd}
        scrollEndThreshold={120}
        hideFooterPagination
      />
    </Box>
  );
}
