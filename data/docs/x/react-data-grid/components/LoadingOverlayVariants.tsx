import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, GridLoadingOverlayVariant } from '@mui/x-data-grid';

const variants: GridLoadingOverlayVariant[] = ['circular-progress', 'linear-progress', 'skeleton'];

const rows = [
  { id: 1, sensor: 'Greenhouse A', temperature: 24.1, humidity: 68, battery: 91 },
  { id: 2, sensor: 'Greenhouse B', temperature: 22.7, humidity: 72, battery: 64 },
  { id: 3, sensor: 'Seed store', temperature: 12.4, humidity: 41, battery: 88 },
  { id: 4, sensor: 'Packing shed', temperature: 17.9, humidity: 55, battery: 23 },
];

const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 150 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 120 },
];

export default function LoadingOverlayVariants() {
  const [loading, setLoading] = React.useState(true);
  const [withRows, setWithRows] = React.useState(true);
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [noRowsVariant, setNoRowsVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
        sx={{ mb: 1 }}
      >
        <FormControlLabel
          control={
            <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
          }
          label="loading"
        />
        <FormControlLabel
          control={
            <Switch checked={withRows} onChange={(event) => setWithRows(event.target.checked)} />
          }
          label="rows present"
        />
        <TextField
          select
          size="small"
          label="variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as GridLoadingOverlayVariant)}
          sx={{ minWidth: 170 }}
        >
          {variants.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="noRowsVariant"
          value={noRowsVariant}
          onChange={(event) => setNoRowsVariant(event.target.value as GridLoadingOverlayVariant)}
          sx={{ minWidth: 170 }}
        >
          {variants.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 290 }}>
        <DataGrid
          rows={withRows ? rows : []}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
