import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import SouthIcon from '@mui/icons-material/South';
import NorthIcon from '@mui/icons-material/North';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  GridColumnMenuSortItem,
  GridSortDirection,
  useGridApiContext,
} from '@mui/x-data-grid';

// Number columns get wording that speaks about amounts; other columns keep the default item.
function AmountSortItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();

  if (colDef.type !== 'number') {
    return <GridColumnMenuSortItem {...props} />;
  }

  const handleClick = (event: React.MouseEvent<HTMLLIElement>) => {
    const direction = event.currentTarget.dataset.direction as GridSortDirection;
    apiRef.current.sortColumn(colDef.field, direction);
    onClick(event);
  };

  return (
    <React.Fragment>
      <MenuItem data-direction="asc" onClick={handleClick}>
        <ListItemIcon>
          <NorthIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Smallest first</ListItemText>
      </MenuItem>
      <MenuItem data-direction="desc" onClick={handleClick}>
        <ListItemIcon>
          <SouthIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Largest first</ListItemText>
      </MenuItem>
    </React.Fragment>
  );
}

function AmountColumnMenu(props: GridColumnMenuProps) {
  // Same slot name as the default item: it replaces it and keeps its position (10).
  return <GridColumnMenu {...props} slots={{ columnMenuSortItem: AmountSortItem }} />;
}

const rows = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545_796, area: 100 },
  { id: 2, city: 'Porto', country: 'Portugal', population: 231_800, area: 41 },
  { id: 3, city: 'Valencia', country: 'Spain', population: 807_693, area: 135 },
  { id: 4, city: 'Bilbao', country: 'Spain', population: 346_096, area: 41 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  { field: 'area', headerName: 'Area (km²)', type: 'number', width: 120 },
];

export default function OverrideSortItem() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: AmountColumnMenu }} hideFooter />
    </Box>
  );
}
