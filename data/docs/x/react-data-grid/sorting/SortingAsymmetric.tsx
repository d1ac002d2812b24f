import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridComparatorFn,
  GridSortDirection,
  gridNumberComparator,
} from '@mui/x-data-grid';
import { type Book, books } from './books';

// Unrated books stay at the bottom in both directions
const getSortComparator = (direction: GridSortDirection): GridComparatorFn<number | null> => {
  const sign = direction === 'desc' ? -1 : 1;
  return (v1, v2, param1, param2) => {
    if (v1 == null && v2 == null) {
      return 0;
    }
    if (v1 == null) {
      return 1;
    }
    if (v2 == null) {
      return -1;
    }
    return sign * gridNumberComparator(v1, v2, param1, param2);
  };
};

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 210 },
  { field: 'author', headerName: 'Author', width: 150 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => (value == null ? 'Not rated' : value.toFixed(1)),
    getSortComparator,
  },
];

export default function SortingAsymmetric() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
