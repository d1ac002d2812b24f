import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarDensitySelector,
} from '@mui/x-data-grid';

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'planet', headerName: 'Planet', flex: 1 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 100 },
];

const rows = [
  { id: 1, planet: 'Mercury', moons: 0 },
  { id: 2, planet: 'Venus', moons: 0 },
  { id: 3, planet: 'Earth', moons: 1 },
  { id: 4, planet: 'Mars', moons: 2 },
  { id: 5, planet: 'Jupiter', moons: 95 },
  { id: 6, planet: 'Saturn', moons: 146 },
];

export default function DensityRowHeight() {
  const [rowHeight, setRowHeight] = React.useState(52);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1, maxWidth: 360 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          rowHeight: {rowHeight}
        </Typography>
        <Slider
          size="small"
          min={32}
          max={80}
          step={4}
          value={rowHeight}
          onChange={(_event, value) => setRowHeight(value as number)}
          aria-label="Row height"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowHeight={rowHeight}
          slots={{ toolbar: Toolbar }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
