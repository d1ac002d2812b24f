import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    trail: 'Skyline Ridge',
    park: 'Mount Rainier',
    length: 9.3,
    gain: 518,
    difficulty: 'Moderate',
  },
  { id: 2, trail: 'Angels Landing', park: 'Zion', length: 8.7, gain: 453, difficulty: 'Hard' },
  { id: 3, trail: 'Hidden Lake', park: 'Glacier', length: 8.6, gain: 237, difficulty: 'Moderate' },
  {
    id: 4,
    trail: 'Bright Angel',
    park: 'Grand Canyon',
    length: 15.3,
    gain: 1_335,
    difficulty: 'Hard',
  },
];

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 140 },
  { field: 'park', headerName: 'Park', width: 140 },
  { field: 'length', headerName: 'Length (km)', type: 'number', width: 120 },
  { field: 'gain', headerName: 'Gain (m)', type: 'number', width: 110 },
  { field: 'difficulty', headerName: 'Difficulty', width: 120 },
];

export default function DisableColumnSelectorToggle() {
  const [disableColumnSelector, setDisableColumnSelector] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableColumnSelector}
            onChange={(event) => setDisableColumnSelector(event.target.checked)}
          />
        }
        label="disableColumnSelector"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnSelector={disableColumnSelector}
          slots={{ toolbar: GridToolbar }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
