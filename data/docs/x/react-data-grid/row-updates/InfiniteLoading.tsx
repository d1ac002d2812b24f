import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

type LogEntry = { id: number; level: string; message: string };

const levels = ['info', 'warn', 'error', 'debug'];
const PAGE = 20;
const MAX_ROWS = 200;

function makePage(start: number): LogEntry[] {
  return Array.from({ length: PAGE }, (_, i) => {
    const id = start + i + 1;
    return {
      id,
      level: levels[(id * 7) % levels.length],
      message: `Event #${id} processed by worker ${id % 4}`,
    };
  });
}

// Stands in for a request to your server.
function fetchPage(start: number): Promise<LogEntry[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(makePage(start)), 500);
  });
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'level', headerName: 'Level', width: 100 },
  { field: 'message', headerName: 'Message', flex: 1 },
];

export default function InfiniteLoading() {
  const [rows, setRows] = React.useState<LogEntry[]>(() => makePage(0));
  const [loading, setLoading] = React.useState(false);

  const handleRowsScrollEnd = React.useCallback(async () => {
    if (loading || rows.length >= MAX_ROWS) {
      return;
    }
    setLoading(true);
    const next = await fetchPage(rows.length);
    setRows((prev) => [...prev, ...next]);
    setLoading(false);
  }, [loading, rows.length]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleRowsScrollEnd}
        scrollEndThreshold={80}
        hideFooterPagination
      />
    </Box>
  );
}
