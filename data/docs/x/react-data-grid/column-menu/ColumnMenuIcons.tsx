import * as React from 'react';
import Box from '@mui/material/Box';
import TuneIcon from '@mui/icons-material/Tune';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'LH 1832', from: 'Munich', to: 'Barcelona', delay: 12 },
  { id: 2, flight: 'AF 1148', from: 'Paris', to: 'Lisbon', delay: 0 },
  { id: 3, flight: 'KL 1305', from: 'Amsterdam', to: 'Copenhagen', delay: 35 },
  { id: 4, flight: 'IB 3170', from: 'Madrid', to: 'Milan', delay: 5 },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 110 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 110 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 120 },
];

export default function ColumnMenuIcons() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{
          // The button in the column header
          columnMenuIcon: TuneIcon,
          // The icons inside the menu
          columnMenuSortAscendingIcon: TrendingUpIcon,
          columnMenuSortDescendingIcon: TrendingDownIcon,
          columnMenuFilterIcon: FilterAltOutlinedIcon,
          columnMenuHideIcon: VisibilityOffOutlinedIcon,
          columnMenuManageColumnsIcon: ViewColumnOutlinedIcon,
        }}
        hideFooter
      />
    </Box>
  );
}
