import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridCsvExportOptions,
  gridFilteredSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Shipped', 'Pending', 'Cancelled'],
    width: 120,
  },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

const rows = [
  { id: 1, order: 'SO-1041', customer: 'Harper & Co', status: 'Shipped', total: 1240 },
  { id: 2, order: 'SO-1042', customer: 'Blue Fern Cafe', status: 'Pending', total: 315 },
  { id: 3, order: 'SO-1043', customer: 'Nordwind GmbH', status: 'Shipped', total: 2890 },
  { id: 4, order: 'SO-1044', customer: 'Casa Lupita', status: 'Cancelled', total: 120 },
  { id: 5, order: 'SO-1045', customer: 'Kestrel Labs', status: 'Shipped', total: 760 },
  { id: 6, order: 'SO-1046', customer: 'Morrow Books', status: 'Shipped', total: 98 },
  { id: 7, order: 'SO-1047', customer: 'Pine & Oak', status: 'Pending', total: 1575 },
  { id: 8, order: 'SO-1048', customer: 'Sato Trading', status: 'Shipped', total: 430 },
];

type Rule = 'default' | 'filtered' | 'page' | 'every';

const rules: { rule: Rule; label: string }[] = [
  { rule: 'default', label: 'Default rule' },
  { rule: 'filtered', label: 'Filtered rows' },
  { rule: 'page', label: 'Current page' },
  { rule: 'every', label: 'Every row' },
];

export default function ExportRowsRule() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');

  const showCsv = (rule: Rule) => {
    const options: GridCsvExportOptions = { fields: ['order', 'status', 'total'] };
    if (rule === 'filtered') {
      // Filtered and sorted rows, ignoring the selection.
      options.getRowsToExport = ({ apiRef: gridApi }) => gridFilteredSortedRowIdsSelector(gridApi);
    } else if (rule === 'page') {
      options.getRowsToExport = ({ apiRef: gridApi }) =>
        gridPaginatedVisibleSortedGridRowIdsSelector(gridApi);
    } else if (rule === 'every') {
      // Sorted rows, ignoring filters and selection.
      options.getRowsToExport = ({ apiRef: gridApi }) => gridSortedRowIdsSelector(gridApi);
    }
    setPreview(apiRef.current.getDataAsCsv(options));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        {rules.map(({ rule, label }) => (
          <Button key={rule} size="small" variant="outlined" onClick={() => showCsv(rule)}>
            {label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          pageSizeOptions={[3, 5]}
          initialState={{
            pagination: { paginationModel: { pageSize: 3 } },
            sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
            filter: {
              filterModel: { items: [{ field: 'status', operator: 'is', value: 'Shipped' }] },
            },
          }}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          height: 150,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {preview || 'Pick a rule above. Tick a few rows first to see how the default rule reacts.'}
      </Box>
    </Box>
  );
}
