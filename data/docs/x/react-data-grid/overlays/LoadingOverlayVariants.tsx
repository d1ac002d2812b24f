import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, GridLoadingOverlayVariant } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Podcast', flex: 1, minWidth: 160 },
  { field: 'host', headerName: 'Host', width: 140 },
  { field: 'episodes', headerName: 'Episodes', type: 'number', width: 110 },
];

const sampleRows = [
  { id: 1, title: 'Tidal Notes', host: 'Ines Carvalho', episodes: 84 },
  { id: 2, title: 'The Soil Hour', host: 'Bram de Vries', episodes: 132 },
  { id: 3, title: 'Night Shift Physics', host: 'Kofi Asante', episodes: 57 },
  { id: 4, title: 'Small Kitchens', host: 'Yuki Mori', episodes: 210 },
];

const variants: GridLoadingOverlayVariant[] = ['circular-progress', 'linear-progress', 'skeleton'];

export default function LoadingOverlayVariants() {
  const [loading, setLoading] = React.useState(true);
  const [hasRows, setHasRows] = React.useState(true);
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1, height: 48 }}>
        <TextField
          select
          size="small"
          label="Variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as GridLoadingOverlayVariant)}
          sx={{ width: 200 }}
        >
          {variants.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(e) => setLoading(e.target.checked)} />}
          label="Loading"
        />
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(e) => setHasRows(e.target.checked)} />}
          label="Rows already loaded"
        />
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={hasRows ? sampleRows : []}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
        />
      </Box>
    </Box>
  );
}
