import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

type Review = { id: number; product: string; rating: number; review: string; author: string };

const rows: Review[] = [
  {
    id: 1,
    product: 'Trail running shoes',
    rating: 5,
    review:
      'Light, grippy on wet rock, and comfortable from the first run. The laces are a little short.',
    author: 'Nadia K.',
  },
  {
    id: 2,
    product: 'Insulated bottle 750 ml',
    rating: 4,
    review: 'Keeps water cold all day. Too wide for the cup holder in my car.',
    author: 'Pieter V.',
  },
  {
    id: 3,
    product: 'Headlamp 400 lm',
    rating: 3,
    review:
      'Bright enough for night hikes, but the battery lasted half of what the box promises and the strap slips when wet.',
    author: 'Chen L.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  // autosizing stops at maxWidth; the text then wraps because rows have an automatic height
  { field: 'review', headerName: 'Review', width: 150, maxWidth: 360 },
  { field: 'author', headerName: 'Author', width: 80 },
];

export default function AutosizeWrappedText() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true })}
      >
        Autosize columns
      </Button>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
