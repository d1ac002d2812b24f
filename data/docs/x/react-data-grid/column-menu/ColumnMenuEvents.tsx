import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridEventListener, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, plant: 'Monstera deliciosa', light: 'Bright, indirect', water: 7, price: 34 },
  { id: 2, plant: 'Snake plant', light: 'Low to bright', water: 14, price: 22 },
  { id: 3, plant: 'Fiddle-leaf fig', light: 'Bright, indirect', water: 8, price: 58 },
  { id: 4, plant: 'ZZ plant', light: 'Low', water: 21, price: 27 },
];

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 160 },
  { field: 'light', headerName: 'Light', width: 150 },
  { field: 'water', headerName: 'Water every (days)', type: 'number', width: 160 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
];

// The column header that holds the menu button carries the field in `data-field`.
function fieldOf(target: HTMLElement | null): string {
  return target?.closest('[data-field]')?.getAttribute('data-field') ?? 'unknown';
}

export default function ColumnMenuEvents() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  const append = (line: string) => setLog((previous) => [line, ...previous].slice(0, 4));

  const handleOpen: GridEventListener<'menuOpen'> = (params) =>
    append(`menuOpen  → ${fieldOf(params.target)}`);
  const handleClose: GridEventListener<'menuClose'> = (params) =>
    append(`menuClose → ${fieldOf(params.target)}`);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.showColumnMenu('water')}
        >
          Open the Water menu
        </Button>
        <Button size="small" onClick={() => apiRef.current.hideColumnMenu()}>
          Close the menu
        </Button>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onMenuOpen={handleOpen}
          onMenuClose={handleClose}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          minHeight: 88,
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {log.length ? log.join('\n') : 'Open a column menu to see the events.'}
      </Box>
    </Box>
  );
}
