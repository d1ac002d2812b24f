import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridInitialState, GridToolbar } from '@mui/x-data-grid';

type Hike = {
  id: number;
  trail: string;
  region: string;
  distanceKm: number;
  ascentM: number;
  difficulty: 'Easy' | 'Moderate' | 'Hard';
};

const columns: GridColDef<Hike>[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 170 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'distanceKm', headerName: 'Distance (km)', type: 'number', width: 130 },
  { field: 'ascentM', headerName: 'Ascent (m)', type: 'number', width: 120 },
  {
    field: 'difficulty',
    headerName: 'Difficulty',
    type: 'singleSelect',
    valueOptions: ['Easy', 'Moderate', 'Hard'],
    width: 120,
  },
];

const rows: Hike[] = [
  {
    id: 1,
    trail: 'Seealpsee loop',
    region: 'Appenzell',
    distanceKm: 7.2,
    ascentM: 310,
    difficulty: 'Easy',
  },
  {
    id: 2,
    trail: 'Hardergrat',
    region: 'Bernese Oberland',
    distanceKm: 24,
    ascentM: 2350,
    difficulty: 'Hard',
  },
  {
    id: 3,
    trail: 'Aletsch panorama',
    region: 'Valais',
    distanceKm: 11.5,
    ascentM: 640,
    difficulty: 'Moderate',
  },
  {
    id: 4,
    trail: 'Oeschinensee',
    region: 'Bernese Oberland',
    distanceKm: 8.4,
    ascentM: 420,
    difficulty: 'Easy',
  },
  {
    id: 5,
    trail: 'Five Lakes Walk',
    region: 'Valais',
    distanceKm: 9.8,
    ascentM: 510,
    difficulty: 'Moderate',
  },
  {
    id: 6,
    trail: 'Säntis ridge',
    region: 'Appenzell',
    distanceKm: 14.1,
    ascentM: 1480,
    difficulty: 'Hard',
  },
  {
    id: 7,
    trail: 'Lake Cauma',
    region: 'Graubünden',
    distanceKm: 5.6,
    ascentM: 180,
    difficulty: 'Easy',
  },
  {
    id: 8,
    trail: 'Val Roseg',
    region: 'Graubünden',
    distanceKm: 15.3,
    ascentM: 390,
    difficulty: 'Moderate',
  },
];

// Read once, when the grid mounts
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'distanceKm', sort: 'asc' }] },
  filter: {
    filterModel: {
      items: [{ field: 'difficulty', operator: 'isAnyOf', value: ['Easy', 'Moderate'] }],
    },
  },
  columns: { columnVisibilityModel: { ascentM: false } },
  pagination: { paginationModel: { pageSize: 5 } },
  density: 'compact',
};

export default function InitialStateView() {
  // Changing the key mounts a new grid, which reads initialState again
  const [mountKey, setMountKey] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setMountKey((key) => key + 1)}>
          Remount the grid
        </Button>
        <Typography variant="body2" color="text.secondary">
          Change the sort or filters, then remount: the initial view comes back.
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          key={mountKey}
          rows={rows}
          columns={columns}
          initialState={initialState}
          pageSizeOptions={[5, 10]}
          slots={{ toolbar: GridToolbar }}
        />
      </Box>
    </Box>
  );
}
