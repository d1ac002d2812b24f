import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { type Book, books } from './books';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 210 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'published', headerName: 'Published', type: 'date', width: 120 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function SortingApiRef() {
  const apiRef = useGridApiRef();
  const [firstTitles, setFirstTitles] = React.useState('');

  const readTopThree = () => {
    const sorted = apiRef.current.getSortedRows() as Book[];
    setFirstTitles(
      sorted
        .slice(0, 3)
        .map((book) => book.title)
        .join(' · '),
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.sortColumn('pages', 'desc')}
        >
          Longest first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.sortColumn('title', 'asc')}
        >
          By title
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setSortModel([])}>
          Clear sort
        </Button>
        <Button size="small" onClick={readTopThree}>
          Read first three
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {firstTitles}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGrid apiRef={apiRef} rows={books} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
