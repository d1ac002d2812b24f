import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'Refactor the authentication module',
    owner: 'Ana',
    status: 'In review',
    points: 8,
  },
  { id: 2, title: 'Fix typo', owner: 'Christopher Montgomery', status: 'Done', points: 1 },
  { id: 3, title: 'Add dark mode to settings page', owner: 'Li', status: 'In progress', points: 5 },
  {
    id: 4,
    title: 'Migrate CI to the new runners',
    owner: 'Fatima',
    status: 'Blocked by infra',
    points: 3,
  },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 120 },
  { field: 'owner', headerName: 'Owner', width: 90 },
  { field: 'status', headerName: 'Status', width: 90 },
  { field: 'points', headerName: 'Story points', type: 'number', width: 80 },
];

export default function AutosizeColumns() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [expand, setExpand] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current.autosizeColumns({ includeHeaders, expand })}
        >
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(e) => setIncludeHeaders(e.target.checked)}
            />
          }
          label="Include headers"
        />
        <FormControlLabel
          control={<Switch checked={expand} onChange={(e) => setExpand(e.target.checked)} />}
          label="Expand to fill"
        />
      </Stack>
      <Box sx={{ height: 270 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
