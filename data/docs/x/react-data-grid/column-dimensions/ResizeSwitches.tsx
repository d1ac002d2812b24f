import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnResizeParams } from '@mui/x-data-grid';

type Station = { id: number; station: string; line: string; opened: number; riders: number };

const rows: Station[] = [
  { id: 1, station: 'Shinjuku', line: 'JR Yamanote, Chūō, Saikyō', opened: 1885, riders: 775000 },
  { id: 2, station: 'Châtelet–Les Halles', line: 'RER A, B, D', opened: 1977, riders: 493000 },
  { id: 3, station: 'Grand Central', line: 'Metro-North', opened: 1913, riders: 67000 },
  {
    id: 4,
    station: 'King’s Cross St Pancras',
    line: 'Circle, Northern, Victoria',
    opened: 1863,
    riders: 240000,
  },
];

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'line', headerName: 'Lines', width: 140 },
  {
    field: 'opened',
    headerName: 'Opened',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'riders', headerName: 'Daily riders', type: 'number', width: 120 },
];

export default function ResizeSwitches() {
  const [disableColumnResize, setDisableColumnResize] = React.useState(false);
  const [disableAutosize, setDisableAutosize] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  const handleResize = React.useCallback((params: GridColumnResizeParams) => {
    // fired many times while dragging: keep only the latest line for this column
    const line = `resizing ${params.colDef.field}: ${Math.round(params.width)} px`;
    setLog((prev) => [line, ...prev.filter((entry) => !entry.startsWith('resizing'))].slice(0, 4));
  }, []);

  const handleWidthChange = React.useCallback((params: GridColumnResizeParams) => {
    const line = `width change ${params.colDef.field}: ${Math.round(params.width)} px`;
    setLog((prev) => [line, ...prev.filter((entry) => !entry.startsWith('resizing'))].slice(0, 4));
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableColumnResize}
              onChange={(event) => setDisableColumnResize(event.target.checked)}
            />
          }
          label="disableColumnResize"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableAutosize}
              onChange={(event) => setDisableAutosize(event.target.checked)}
            />
          }
          label="disableAutosize"
        />
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnResize={disableColumnResize}
          disableAutosize={disableAutosize}
          onColumnResize={handleResize}
          onColumnWidthChange={handleWidthChange}
          hideFooter
        />
      </Box>
      <Typography variant="caption" component="pre" sx={{ mt: 1, mb: 0, minHeight: 64 }}>
        {log.length > 0 ? log.join('\n') : 'Drag or double-click a column separator.'}
      </Typography>
    </Box>
  );
}
