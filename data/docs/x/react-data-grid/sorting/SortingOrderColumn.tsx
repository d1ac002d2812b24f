import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { type Book, books } from './books';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 210 },
  { field: 'author', headerName: 'Author', width: 150 },
  // Newest first on the first click
  {
    field: 'published',
    headerName: 'Published',
    type: 'date',
    width: 120,
    sortingOrder: ['desc', 'asc', null],
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  // Best first, and only two states
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 90,
    sortingOrder: ['desc', 'asc'],
  },
];

export default function SortingOrderColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={books} columns={columns} hideFooter />
    </Box>
  );
}
