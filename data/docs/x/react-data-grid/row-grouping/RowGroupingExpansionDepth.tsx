import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
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

export default function RowGroupingExpansionDepth() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depth}
        onChange={(_event, value: number | null) => {
          if (value !== null) {
            setDepth(value);
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value={0}>Collapsed (0)</ToggleButton>
        <ToggleButton value={1}>Regions open (1)</ToggleButton>
        <ToggleButton value={-1}>Everything open (-1)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          // A new key remounts the grid: the default depth applies to groups when they are created
          key={depth}
          rows={deals}
          columns={columns}
          initialState={{ rowGrouping: { model: ['region', 'product'] } }}
          defaultGroupingExpansionDepth={depth}
          hideFooter
        />
      </Box>
    </Box>
  );
}
