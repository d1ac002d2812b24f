import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridToolbar, useGridApiRef } from '@mui/x-data-grid';

// Sorting and filtering are turned off for users on "Score" and "Team":
// the headers and the column menu offer nothing, but the API object can still use them
const columns: GridColDef[] = [
  { field: 'player', headerName: 'Player', flex: 1, minWidth: 140 },
  { field: 'team', headerName: 'Team', width: 120, sortable: false, filterable: false },
  {
    field: 'score',
    headerName: 'Score',
    type: 'number',
    width: 110,
    sortable: false,
    filterable: false,
  },
  { field: 'rounds', headerName: 'Rounds', type: 'number', width: 100 },
];

const rows = [
  { id: 1, player: 'Aiko Tanaka', team: 'Falcons', score: 1840, rounds: 12 },
  { id: 2, player: 'Marcus Webb', team: 'Otters', score: 2215, rounds: 14 },
  { id: 3, player: 'Leila Haddad', team: 'Falcons', score: 1975, rounds: 13 },
  { id: 4, player: 'Jonas Berg', team: 'Lynx', score: 1530, rounds: 11 },
  { id: 5, player: 'Priya Nair', team: 'Otters', score: 2390, rounds: 15 },
  { id: 6, player: 'Diego Alves', team: 'Lynx', score: 2050, rounds: 14 },
];

export default function ApiRefDisabledFeatures() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() => apiRef.current.setSortModel([{ field: 'score', sort: 'desc' }])}
        >
          Rank by score
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current.setFilterModel({
              items: [{ field: 'team', operator: 'equals', value: 'Otters' }],
            })
          }
        >
          Otters only
        </Button>
        <Button
          size="small"
          color="secondary"
          onClick={() => {
            apiRef.current.setSortModel([]);
            apiRef.current.setFilterModel({ items: [] });
          }}
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
