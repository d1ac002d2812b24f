import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  published: Date;
  pages: number;
  rating: number | null;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Salt Road',
    author: 'Ines Carvalho',
    published: new Date(2019, 4, 12),
    pages: 412,
    rating: 4.3,
  },
  {
    id: 2,
    title: 'Winter Orchard',
    author: 'Tomas Lindqvist',
    published: new Date(2021, 10, 2),
    pages: 288,
    rating: 3.9,
  },
  {
    id: 3,
    title: 'A Map of Small Rivers',
    author: 'Hana Okafor',
    published: new Date(2016, 1, 23),
    pages: 356,
    rating: 4.6,
  },
  {
    id: 4,
    title: 'Glasswork',
    author: 'Priya Raman',
    published: new Date(2023, 6, 8),
    pages: 198,
    rating: null,
  },
  {
    id: 5,
    title: 'The Lighthouse Ledger',
    author: 'Ines Carvalho',
    published: new Date(2014, 8, 30),
    pages: 524,
    rating: 4.1,
  },
  {
    id: 6,
    title: 'Northern Static',
    author: 'Mateo Alvarez',
    published: new Date(2020, 2, 17),
    pages: 240,
    rating: 3.5,
  },
  {
    id: 7,
    title: 'Bread and Weather',
    author: 'Hana Okafor',
    published: new Date(2022, 11, 1),
    pages: 310,
    rating: 4.8,
  },
  {
    id: 8,
    title: 'Quiet Engines',
    author: 'Tomas Lindqvist',
    published: new Date(2018, 5, 14),
    pages: 462,
    rating: null,
  },
];

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
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
