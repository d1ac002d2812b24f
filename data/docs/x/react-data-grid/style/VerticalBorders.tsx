import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'TEA-ASM-250', product: 'Assam breakfast tea, 250 g', stock: 42, price: 8.9 },
  { id: 2, sku: 'TEA-SEN-100', product: 'Sencha green tea, 100 g', stock: 17, price: 11.5 },
  { id: 3, sku: 'TEA-ROO-200', product: 'Rooibos vanilla, 200 g', stock: 0, price: 7.2 },
  { id: 4, sku: 'TEA-OOL-100', product: 'Tieguanyin oolong, 100 g', stock: 9, price: 16.0 },
  { id: 5, sku: 'TEA-EAR-250', product: 'Earl Grey, 250 g', stock: 63, price: 9.4 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

export default function VerticalBorders() {
  const [cellBorders, setCellBorders] = React.useState(true);
  const [headerBorders, setHeaderBorders] = React.useState(true);
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={cellBorders}
              onChange={(event) => setCellBorders(event.target.checked)}
            />
          }
          label="showCellVerticalBorder"
        />
        <FormControlLabel
          control={
            <Switch
              checked={headerBorders}
              onChange={(event) => setHeaderBorders(event.target.checked)}
            />
          }
          label="showColumnVerticalBorder"
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_, value: GridDensity | null) => value && setDensity(value)}
          aria-label="Density"
        >
          <ToggleButton value="compact">compact</ToggleButton>
          <ToggleButton value="standard">standard</ToggleButton>
          <ToggleButton value="comfortable">comfortable</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          showCellVerticalBorder={cellBorders}
          showColumnVerticalBorder={headerBorders}
          hideFooter
        />
      </Box>
    </Box>
  );
}
