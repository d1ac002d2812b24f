import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { type Book, books } from './books';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 210 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'published', headerName: 'Published', type: 'date', width: 120 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function SortingInitialState() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'published', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
