import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridRowModel,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid-pro';

const regions = ['North', 'South', 'East', 'West'];
const deals = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  account: `Account ${String(index + 1).padStart(3, '0')}`,
  region: regions[(index * 7) % regions.length],
  value: ((index * 3571) % 9000) + 500,
}));

interface Totals {
  value: number;
  count: number;
}

// Fake endpoint: filters, paginates and also returns totals over ALL matching rows
function fetchDeals(params: GridGetRowsParams) {
  const terms = (params.filterModel.quickFilterValues ?? []).map((v) => String(v).toLowerCase());
  const matching = deals.filter((deal) =>
    terms.every((term) => `${deal.account} ${deal.region}`.toLowerCase().includes(term)),
  );
  const { page, pageSize } = params.paginationModel;
  const rows = matching.slice(page * pageSize, (page + 1) * pageSize);
  const totals: Totals = {
    value: matching.reduce((sum, deal) => sum + deal.value, 0),
    count: matching.length,
  };
  return new Promise<{ rows: GridRowModel[]; rowCount: number; totals: Totals }>((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: matching.length, totals }), 500);
  });
}

const columns: GridColDef[] = [
  { field: 'account', headerName: 'Account', flex: 1, minWidth: 150, sortable: false },
  { field: 'region', headerName: 'Region', width: 120, sortable: false },
  { field: 'value', headerName: 'Deal value', type: 'number', width: 150, sortable: false },
];

function Toolbar() {
  return (
    <Box sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </Box>
  );
}

export default function ServerTotalsWorkaround() {
  const [totals, setTotals] = React.useState<Totals | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const response = await fetchDeals(params);
        setTotals(response.totals);
        return { rows: response.rows, rowCount: response.rowCount };
      },
    }),
    [],
  );

  const pinnedRows = React.useMemo(
    () => ({
      bottom: totals
        ? [{ id: 'totals', account: `Total (${totals.count} deals)`, value: totals.value }]
        : [],
    }),
    [totals],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        columns={columns}
        unstable_dataSource={dataSource}
        // Totals are read in getRows, which the cache would skip
        unstable_dataSourceCache={null}
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[10, 20]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        slots={{ toolbar: Toolbar }}
        disableColumnFilter
      />
    </Box>
  );
}
