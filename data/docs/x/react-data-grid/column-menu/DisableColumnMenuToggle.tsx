import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, title: 'Piranesi', author: 'Susanna Clarke', year: 2020 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
];

export default function DisableColumnMenuToggle() {
  const [disableColumnMenu, setDisableColumnMenu] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableColumnMenu}
            onChange={(event) => setDisableColumnMenu(event.target.checked)}
          />
        }
        label="disableColumnMenu"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnMenu={disableColumnMenu}
          // Filtering and column management stay reachable from the toolbar.
          slots={{ toolbar: GridToolbar }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
