import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowParams,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { type Deal, deals } from './deals';

const columns: GridColDef<Deal>[] = [
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'owner', headerName: 'Owner', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

export default function RowGroupingGetChildren() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Click a group row to list its customers.');

  const handleRowClick = (params: GridRowParams<Deal>) => {
    const node = apiRef.current.getRowNode(params.id);
    if (node?.type !== 'group') {
      return;
    }
    const childIds = apiRef.current.getRowGroupChildren({
      groupId: params.id,
      applyFiltering: true,
      applySorting: true,
    });
    const customers = childIds.map((childId) => apiRef.current.getRow(childId)?.customer);
    setSummary(`${String(node.groupingKey)}: ${customers.join(', ')}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 40 }}>
        {summary}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={deals}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['owner'] },
            sorting: { sortModel: [{ field: 'customer', sort: 'asc' }] },
          }}
          onRowClick={handleRowClick}
          hideFooter
        />
      </Box>
    </Box>
  );
}
