import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  gridDateComparator,
  gridStringOrNumberComparator,
} from '@mui/x-data-grid';
import { books } from './books';

interface AuthorCell {
  name: string;
  published: Date;
}

const bookRows = books.map((row) => ({
  ...row,
  byline: { name: row.author, published: row.published },
}));

const columns: GridColDef<(typeof bookRows)[number]>[] = [
  { field: 'title', headerName: 'Title', width: 210 },
  {
    field: 'byline',
    headerName: 'Author (oldest book first)',
    width: 240,
    valueFormatter: (value: AuthorCell) => value.name,
    // By author name, then by publication date for books of the same author
    sortComparator: (v1: AuthorCell, v2: AuthorCell, param1, param2) =>
      gridStringOrNumberComparator(v1.name, v2.name, param1, param2) ||
      gridDateComparator(v1.published, v2.published, param1, param2),
  },
  { field: 'published', headerName: 'Published', type: 'date', width: 120 },
];

export default function SortingCombinedComparators() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={bookRows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'byline', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
