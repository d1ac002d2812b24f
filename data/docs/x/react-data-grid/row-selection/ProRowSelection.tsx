import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  file: `IMG_${String(4210 + index * 3)}.jpg`,
  album: ['Holidays', 'Family', 'Garden', 'City'][index % 4],
  sizeMb: Math.round((1.8 + ((index * 7) % 11) * 0.35) * 10) / 10,
}));

const columns: GridColDef[] = [
  { field: 'file', headerName: 'File', flex: 1, minWidth: 150 },
  { field: 'album', headerName: 'Album', width: 130 },
  { field: 'sizeMb', headerName: 'Size (MB)', type: 'number', width: 110 },
];

export default function ProRowSelection() {
  const [pageOnly, setPageOnly] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch checked={pageOnly} onChange={(event) => setPageOnly(event.target.checked)} />
        }
        label="Header checkbox selects the current page only"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly={pageOnly}
          pagination
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </Box>
    </Box>
  );
}
