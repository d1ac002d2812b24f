import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { restaurants, type Restaurant } from './restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

export default function FilterApiRef() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.upsertFilterItem({
              id: 1,
              field: 'cuisine',
              operator: 'equals',
              value: 'French',
            })
          }
        >
          French only
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setFilterModel({
              items: [{ id: 2, field: 'priceLevel', operator: '<=', value: 2 }],
            })
          }
        >
          Affordable (replace)
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.deleteFilterItem({ id: 1, field: 'cuisine', operator: 'equals' })
          }
        >
          Remove the cuisine filter
        </Button>
        <Button size="small" onClick={() => apiRef.current.showFilterPanel('city')}>
          Open the panel on City
        </Button>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGrid apiRef={apiRef} rows={restaurants} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
