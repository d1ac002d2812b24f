import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  useGridApiContext,
} from '@mui/x-data-grid';

function AutosizeMenuItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        onClick(event); // closes the menu
      }}
    >
      <ListItemIcon>
        <SettingsEthernetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // Add a new item...
        columnMenuAutosizeItem: AutosizeMenuItem,
        // ...and remove a default one.
        columnMenuFilterItem: null,
      }}
      slotProps={{
        columnMenuAutosizeItem: { displayOrder: 5 }, // before sorting (10)
      }}
    />
  );
}

const rows = [
  { id: 1, product: 'Noise-cancelling headphones with travel case', brand: 'Sonora', price: 249 },
  { id: 2, product: 'Mechanical keyboard', brand: 'Keyforge Instruments', price: 129 },
  { id: 3, product: 'Webcam 4K', brand: 'Optix', price: 89 },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'brand', headerName: 'Brand', width: 110 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
];

export default function AddColumnMenuItem() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CustomColumnMenu }} hideFooter />
    </Box>
  );
}
