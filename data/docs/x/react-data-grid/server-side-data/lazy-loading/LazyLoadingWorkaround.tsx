import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridFetchRowsParams,
  GridRowModel,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const TOTAL_ROWS = 200;
const cities = ['Lima', 'Oslo', 'Pune', 'Quito', 'Riga', 'Seoul', 'Tunis', 'Utrecht'];

// Fake endpoint returning the rows between two indexes (inclusive)
function fetchRange(first: number, last: number): Promise<GridRowModel[]> {
  const rows: GridRowModel[] = [];
  for (let index = first; index <= Math.min(last, TOTAL_ROWS - 1); index += 1) {
    rows.push({
      id: index + 1,
      shipment: `SHP-${String(index + 1).padStart(4, '0')}`,
      destination: cities[(index * 3) % cities.length],
      weight: ((index * 431) % 900) / 10 + 1,
    });
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve(rows), 700);
  });
}

const columns: GridColDef[] = [
  { field: 'shipment', headerName: 'Shipment', width: 140 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 130 },
];

export default function LazyLoadingWorkaround() {
  const apiRef = useGridApiRef();
  const [initialRows, setInitialRows] = React.useState<GridRowModel[]>([]);
  const [loading, setLoading] = React.useState(true);

  // Load the first rows once; the grid shows skeleton rows for the rest
  React.useEffect(() => {
    let active = true;
    fetchRange(0, 19).then((rows) => {
      if (active) {
        setInitialRows(rows);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  const handleFetchRows = React.useCallback(
    async (params: GridFetchRowsParams) => {
      const rows = await fetchRange(params.firstRowToRender, params.lastRowToRender);
      apiRef.current.unstable_replaceRows(params.firstRowToRender, rows);
    },
    [apiRef],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        columns={columns}
        rows={initialRows}
        rowCount={TOTAL_ROWS}
        loading={loading}
        rowsLoadingMode="server"
        onFetchRows={handleFetchRows}
        sortingMode="server"
        filterMode="server"
        disableColumnSorting
        disableColumnFilter
        hideFooterPagination
      />
    </Box>
  );
}
