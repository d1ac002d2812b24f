import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarFilterButton,
} from '@mui/x-data-grid';
import { restaurants, type Restaurant } from '../restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

interface ToolbarProps {
  setAnchor: (element: HTMLButtonElement | null) => void;
}

function RightAlignedToolbar({ setAnchor }: ToolbarProps) {
  return (
    <GridToolbarContainer sx={{ justifyContent: 'flex-end' }}>
      <GridToolbarFilterButton ref={setAnchor} />
    </GridToolbarContainer>
  );
}

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    setAnchor: (element: HTMLButtonElement | null) => void;
  }
}

export default function FilterPanelPosition() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);

  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGrid
        rows={restaurants}
        columns={columns}
        slots={{ toolbar: RightAlignedToolbar }}
        slotProps={{
          // Open the panel under the filter button, aligned to its right edge
          panel: { anchorEl: anchor, placement: 'bottom-end' },
          toolbar: { setAnchor },
        }}
        hideFooter
      />
    </Box>
  );
}
