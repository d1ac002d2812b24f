import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnResizeParams } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Alder', height: 25, leaf: 'Deciduous' },
  { id: 2, name: 'Spruce', height: 40, leaf: 'Evergreen' },
  { id: 3, name: 'Birch', height: 20, leaf: 'Deciduous' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Tree', width: 150 },
  {
    field: 'height',
    headerName: 'Height (m)',
    type: 'number',
    width: 130,
    minWidth: 100,
    maxWidth: 200,
  },
  { field: 'leaf', headerName: 'Leaf (not resizable)', width: 180, resizable: false },
];

export default function ResizeTracking() {
  const [lastResize, setLastResize] = React.useState('Drag a column separator');

  const handleWidthChange = (params: GridColumnResizeParams) => {
    setLastResize(`${params.colDef.field} is now ${Math.round(params.width)} px wide`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastResize}
      </Typography>
      <Box sx={{ height: 230 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
