import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { restaurants, type Restaurant } from './restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

export default function FilterIgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="Ignore accents"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={restaurants}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          // "cre" finds "Crêperie Ty Breizh" only when accents are ignored
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'name', operator: 'contains', value: 'cre' }] },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
