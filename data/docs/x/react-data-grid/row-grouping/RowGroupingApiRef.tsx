import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridColDef,
  gridRowTreeSelector,
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

export default function RowGroupingApiRef() {
  const apiRef = useGridApiRef();

  const setExpansion = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== 'auto-generated-group-node-root') {
        apiRef.current.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setRowGroupingModel(['region'])}
        >
          Group by region only
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.addRowGroupingCriteria('product')}
        >
          Add product
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.addRowGroupingCriteria('owner', 0)}
        >
          Add owner first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setRowGroupingCriteriaIndex('region', 0)}
        >
          Move region first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.removeRowGroupingCriteria('region')}
        >
          Remove region
        </Button>
        <Button size="small" onClick={() => setExpansion(true)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpansion(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={deals}
          columns={columns}
          initialState={{ rowGrouping: { model: ['region'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
