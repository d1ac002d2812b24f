import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridInitialState,
  GridToolbar,
  useGridApiRef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Planet', width: 130 },
  { field: 'type', headerName: 'Type', width: 140 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 100 },
  { field: 'distance', headerName: 'Distance (AU)', type: 'number', width: 140 },
];

const rows = [
  { id: 1, name: 'Mercury', type: 'Terrestrial', moons: 0, distance: 0.39 },
  { id: 2, name: 'Venus', type: 'Terrestrial', moons: 0, distance: 0.72 },
  { id: 3, name: 'Earth', type: 'Terrestrial', moons: 1, distance: 1 },
  { id: 4, name: 'Mars', type: 'Terrestrial', moons: 2, distance: 1.52 },
  { id: 5, name: 'Jupiter', type: 'Gas giant', moons: 95, distance: 5.2 },
  { id: 6, name: 'Saturn', type: 'Gas giant', moons: 146, distance: 9.54 },
  { id: 7, name: 'Uranus', type: 'Ice giant', moons: 28, distance: 19.2 },
  { id: 8, name: 'Neptune', type: 'Ice giant', moons: 16, distance: 30.06 },
];

export default function SaveRestoreState() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="contained"
          onClick={() => setSaved(apiRef.current.exportState({ exportOnlyDirtyModels: true }))}
        >
          Save view
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!saved}
          onClick={() => saved && apiRef.current.restoreState(saved)}
        >
          Restore view
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          height: 120,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {saved
          ? JSON.stringify(saved, null, 2)
          : 'Sort, filter, hide or resize columns, then save.'}
      </Box>
    </Box>
  );
}
