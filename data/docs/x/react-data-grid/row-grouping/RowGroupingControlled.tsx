import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridRowGroupingModel } from '@mui/x-data-grid-premium';
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

const groupable = ['product', 'region', 'owner'];

export default function RowGroupingControlled() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['region']);

  const toggle = (field: string) => {
    setModel((previous) =>
      previous.includes(field) ? previous.filter((item) => item !== field) : [...previous, field],
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2">Group by:</Typography>
        {groupable.map((field) => (
          <Chip
            key={field}
            label={columns.find((column) => column.field === field)?.headerName}
            color={model.includes(field) ? 'primary' : 'default'}
            onClick={() => toggle(field)}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Model: {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={deals}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
