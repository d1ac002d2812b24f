import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Laptop', flex: 1, minWidth: 170 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'battery', headerName: 'Battery (h)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, name: 'Aero 14 Slim', price: 1299, weight: 1.2, battery: 14 },
  { id: 2, name: 'Forge 16 Pro', price: 2199, weight: 2.4, battery: 8 },
  { id: 3, name: 'Student Book 13', price: 649, weight: 1.5, battery: 11 },
  { id: 4, name: 'Nomad X1', price: 1549, weight: 1.1, battery: 18 },
  { id: 5, name: 'Atelier 15 OLED', price: 1899, weight: 1.8, battery: 10 },
];

const presets: Record<string, GridSortModel> = {
  cheapest: [{ field: 'price', sort: 'asc' }],
  lightest: [{ field: 'weight', sort: 'asc' }],
  battery: [{ field: 'battery', sort: 'desc' }],
};

export default function ControlledSortModel() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(presets.cheapest);

  // The toggle shows a preset only while the grid's sort matches it exactly
  const activePreset =
    Object.keys(presets).find(
      (key) => JSON.stringify(presets[key]) === JSON.stringify(sortModel),
    ) ?? null;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={activePreset}
          aria-label="Sort laptops by"
          onChange={(_event, key: string | null) => {
            if (key) {
              setSortModel(presets[key]);
            }
          }}
        >
          <ToggleButton value="cheapest">Cheapest</ToggleButton>
          <ToggleButton value="lightest">Lightest</ToggleButton>
          <ToggleButton value="battery">Longest battery</ToggleButton>
        </ToggleButtonGroup>
        <Box component="code" sx={{ fontSize: 12 }}>
          sortModel = {JSON.stringify(sortModel)}
        </Box>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
