import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  DataGrid,
  GridColDef,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  useGridApiContext,
} from '@mui/x-data-grid';

function TeamToolbar() {
  const apiRef = useGridApiContext();

  const reset = () => {
    apiRef.current.setFilterModel({ items: [] });
    apiRef.current.setSortModel([]);
  };

  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <Button size="small" startIcon={<RestartAltIcon />} onClick={reset}>
        Reset view
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarQuickFilter placeholder="Search people" />
    </GridToolbarContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'since', headerName: 'Joined', type: 'number', width: 100 },
];

const rows = [
  { id: 1, name: 'Ana Lima', role: 'Product designer', office: 'Recife', since: 2019 },
  { id: 2, name: 'Ben Okafor', role: 'Backend engineer', office: 'Lagos', since: 2021 },
  { id: 3, name: 'Chiara Galli', role: 'Engineering manager', office: 'Milan', since: 2016 },
  { id: 4, name: 'Dev Patel', role: 'Frontend engineer', office: 'Pune', since: 2022 },
  { id: 5, name: 'Elin Berg', role: 'Data analyst', office: 'Oslo', since: 2020 },
  { id: 6, name: 'Farah Haddad', role: 'Support lead', office: 'Amman', since: 2018 },
];

export default function CustomToolbarSlot() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: TeamToolbar }}
        initialState={{ sorting: { sortModel: [{ field: 'since', sort: 'desc' }] } }}
      />
    </Box>
  );
}
