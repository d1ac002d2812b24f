import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Book', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'genre', headerName: 'Genre', width: 130 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

const rows = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    genre: 'Science fiction',
    year: 1969,
  },
  { id: 2, title: 'Beloved', author: 'Toni Morrison', genre: 'Literary', year: 1987 },
  { id: 3, title: 'The Name of the Rose', author: 'Umberto Eco', genre: 'Mystery', year: 1980 },
  { id: 4, title: 'Kindred', author: 'Octavia E. Butler', genre: 'Science fiction', year: 1979 },
  {
    id: 5,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    genre: 'Literary',
    year: 1967,
  },
  {
    id: 6,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    genre: 'Science fiction',
    year: 1974,
  },
  { id: 7, title: 'The Daughter of Time', author: 'Josephine Tey', genre: 'Mystery', year: 1951 },
  {
    id: 8,
    title: 'Parable of the Sower',
    author: 'Octavia E. Butler',
    genre: 'Science fiction',
    year: 1993,
  },
  {
    id: 9,
    title: 'Love in the Time of Cholera',
    author: 'Gabriel García Márquez',
    genre: 'Literary',
    year: 1985,
  },
];

export default function QuickFilterToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnSelector
        disableDensitySelector
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          filter: {
            filterModel: { items: [], quickFilterValues: ['butler'] },
          },
        }}
      />
    </Box>
  );
}
