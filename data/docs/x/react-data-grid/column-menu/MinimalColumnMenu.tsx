import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuProps,
  GridColumnMenuSortItem,
} from '@mui/x-data-grid';

// A fully custom menu: only sort and hide, nothing else.
function MinimalMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef, ...other } = props;
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
    </GridColumnMenuContainer>
  );
}

const rows = [
  { id: 1, route: 'Berlin → Prague', operator: 'RegioJet', duration: 250, notes: 'Wi-Fi on board' },
  { id: 2, route: 'Vienna → Budapest', operator: 'ÖBB', duration: 160, notes: 'Seat reservation' },
  { id: 3, route: 'Milan → Zurich', operator: 'SBB', duration: 200, notes: 'Scenic route' },
];

const columns: GridColDef[] = [
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 160 },
  { field: 'operator', headerName: 'Operator', width: 130 },
  { field: 'duration', headerName: 'Minutes', type: 'number', width: 120 },
  {
    field: 'notes',
    headerName: 'No menu here',
    width: 150,
    disableColumnMenu: true,
    sortable: false,
  },
];

export default function MinimalColumnMenu() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: MinimalMenu }} hideFooter />
    </Box>
  );
}
