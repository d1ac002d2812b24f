import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel, GridRowSelectionModel } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  customer: string;
  total: number;
}

const customers = [
  'Alder & Finch',
  'Brightwater Co.',
  'Cobalt Studio',
  'Dunmore Farms',
  'Everly Optics',
];

// 40 invoices, as a server would return them page by page
const allInvoices: Invoice[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  number: `INV-${String(3100 + index)}`,
  customer: customers[index % customers.length],
  total: 120 + ((index * 137) % 900),
}));

function fetchPage(page: number, pageSize: number): Promise<Invoice[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(allInvoices.slice(page * pageSize, (page + 1) * pageSize)), 400);
  });
}

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ServerPaginationSelection() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const [pageRows, setPageRows] = React.useState<Invoice[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel.page, paginationModel.pageSize).then((result) => {
      if (active) {
        setPageRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected across pages: {selection.length ? selection.join(', ') : 'none'}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={pageRows}
          columns={columns}
          rowCount={allInvoices.length}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5]}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
