import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridSortModelSelector,
  gridSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { type Book, books } from './books';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 210 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'published', headerName: 'Published', type: 'date', width: 120 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

// A footer that follows the sort: names the sorted column and the first book
function SortFooter() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const entries = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const first = entries[0]?.model as Book | undefined;

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {sortModel.length === 0
          ? 'Unsorted.'
          : `Sorted by ${sortModel.map((item) => `${item.field} (${item.sort})`).join(', ')}.`}{' '}
        First row: {first?.title ?? 'none'}
      </Typography>
    </GridFooterContainer>
  );
}

export default function SortingSelectors() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] } }}
        slots={{ footer: SortFooter }}
      />
    </Box>
  );
}
