import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { restaurants, type Restaurant } from './restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

// No column can be filtered from the interface...
const fixedColumns: GridColDef<Restaurant>[] = columns.map((column) => ({
  ...column,
  filterable: false,
}));

// ...but these presets still filter the rows
const presets: { label: string; model: GridFilterModel }[] = [
  { label: 'All', model: { items: [] } },
  {
    label: 'Japanese',
    model: { items: [{ field: 'cuisine', operator: 'equals', value: 'Japanese' }] },
  },
  {
    label: 'Rated 4.5 or more',
    model: { items: [{ field: 'rating', operator: '>=', value: 4.5 }] },
  },
  { label: 'Budget', model: { items: [{ field: 'priceLevel', operator: '=', value: 1 }] } },
];

export default function FilterProgrammatic() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(presets[0].model);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant={filterModel === preset.model ? 'contained' : 'outlined'}
            onClick={() => setFilterModel(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGrid
          rows={restaurants}
          columns={fixedColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
