import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { restaurants, type Restaurant } from './restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

// A footer computed from the rows that pass the filters
function FilteredSummary() {
  const apiRef = useGridApiContext();
  const count = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const average =
    entries.length === 0
      ? 0
      : entries.reduce((sum, entry) => sum + (entry.model as Restaurant).rating, 0) /
        entries.length;

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {count} of {restaurants.length} restaurants shown, average rating {average.toFixed(2)}
      </Typography>
    </GridFooterContainer>
  );
}

export default function FilterSelectors() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={restaurants}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: '>', value: 4.2 }] } },
        }}
        slots={{ footer: FilteredSummary }}
      />
    </Box>
  );
}
