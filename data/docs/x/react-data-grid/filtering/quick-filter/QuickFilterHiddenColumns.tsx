import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarQuickFilter,
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

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function QuickFilterHiddenColumns() {
  const [excludeHidden, setExcludeHidden] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={excludeHidden}
            onChange={(event) => setExcludeHidden(event.target.checked)}
          />
        }
        label="quickFilterExcludeHiddenColumns"
      />
      <Box sx={{ height: 420 }}>
        <DataGrid
          key={String(excludeHidden)}
          rows={restaurants}
          columns={columns}
          slots={{ toolbar: SearchToolbar }}
          initialState={{
            // The city column is hidden, yet the search looks for a city
            columns: { columnVisibilityModel: { city: false } },
            filter: {
              filterModel: {
                items: [],
                quickFilterValues: ['zürich'],
                quickFilterExcludeHiddenColumns: excludeHidden,
              },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
