import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridEventListener,
  GridRowModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

const rows = [
  { id: 1, product: 'Trail shoes', category: 'Footwear', stock: 14 },
  { id: 2, product: 'Sandals', category: 'Footwear', stock: 0 },
  { id: 3, product: 'Boots', category: 'Footwear', stock: 6 },
  { id: 4, product: 'Rain jacket', category: 'Outerwear', stock: 9 },
  { id: 5, product: 'Fleece', category: 'Outerwear', stock: 21 },
  { id: 6, product: 'Beanie', category: 'Accessories', stock: 40 },
  { id: 7, product: 'Gloves', category: 'Accessories', stock: 3 },
];

export default function GroupChildrenPanel() {
  const apiRef = useGridApiRef();
  const [group, setGroup] = React.useState<{ key: string; rows: GridRowModel[] } | null>(null);

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const node = apiRef.current.getRowNode(params.id);
    if (node?.type !== 'group') {
      return;
    }
    const ids = apiRef.current.getRowGroupChildren({
      groupId: params.id,
      applyFiltering: true,
      applySorting: true,
    });
    const children = ids.map((id) => apiRef.current.getRow(id)).filter(Boolean);
    setGroup({ key: String(node.groupingKey), rows: children });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['category'] } }}
          onRowClick={handleRowClick}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ height: 140, p: 2, overflow: 'auto' }}>
        {group ? (
          <React.Fragment>
            <Typography variant="subtitle2" gutterBottom>
              {group.key}: {group.rows.length} products
            </Typography>
            {group.rows.map((row) => (
              <Typography key={row.id} variant="body2">
                {row.product} — {row.stock} in stock
              </Typography>
            ))}
          </React.Fragment>
        ) : (
          <Typography variant="body2">Click a group row to list its products.</Typography>
        )}
      </Paper>
    </Stack>
  );
}
