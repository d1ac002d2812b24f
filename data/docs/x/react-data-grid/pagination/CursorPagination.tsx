import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridPaginationMeta, GridPaginationModel } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
}

const ALL_INVOICES: Invoice[] = Array.from({ length: 57 }, (_, index) => ({
  id: `INV-${String(2401 + index)}`,
  client: ['Arden Studio', 'Bellwether Inc', 'Corvid Media', 'Dunmore Farms'][index % 4],
  amount: 180 + ((index * 97) % 2200),
}));

// Pretends to be an API that pages with cursors and never tells the total,
// like GET /invoices?after=INV-2410&limit=10
function fetchInvoices(cursor: string | null, limit: number) {
  return new Promise<{ items: Invoice[]; nextCursor: string | null }>((resolve) => {
    setTimeout(() => {
      const start = cursor ? ALL_INVOICES.findIndex((invoice) => invoice.id === cursor) + 1 : 0;
      const items = ALL_INVOICES.slice(start, start + limit);
      const hasMore = start + limit < ALL_INVOICES.length;
      resolve({ items, nextCursor: hasMore ? items[items.length - 1].id : null });
    }, 350);
  });
}

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

export default function CursorPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Invoice[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({});
  const [rowCount, setRowCount] = React.useState(-1);
  const [useEstimate, setUseEstimate] = React.useState(false);
  // The cursor to start each page from, learnt while paging forward.
  const cursorsRef = React.useRef<Record<number, string | null>>({ 0: null });

  React.useEffect(() => {
    const { page, pageSize } = paginationModel;
    const cursor = cursorsRef.current[page];
    if (cursor === undefined) {
      return undefined;
    }
    let active = true;
    setLoading(true);
    fetchInvoices(cursor, pageSize).then(({ items, nextCursor }) => {
      if (!active) {
        return;
      }
      cursorsRef.current[page + 1] = nextCursor;
      setRows(items);
      setPaginationMeta({ hasNextPage: nextCursor !== null });
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== paginationModel.pageSize) {
      // Cursors depend on the page size: start again from the first page.
      cursorsRef.current = { 0: null };
      setRowCount(-1);
      setPaginationModel({ page: 0, pageSize: model.pageSize });
      return;
    }
    setPaginationModel(model);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={useEstimate}
            onChange={(event) => setUseEstimate(event.target.checked)}
          />
        }
        label="estimatedRowCount={100}"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          paginationMode="server"
          rowCount={rowCount}
          estimatedRowCount={useEstimate ? 100 : undefined}
          onRowCountChange={setRowCount}
          paginationMeta={paginationMeta}
          paginationModel={paginationModel}
          onPaginationModelChange={handlePaginationModelChange}
          pageSizeOptions={[10, 20]}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          height: 48,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {`paginationMeta = ${JSON.stringify(paginationMeta)}\nrowCount = ${rowCount}`}
      </Box>
    </Box>
  );
}
