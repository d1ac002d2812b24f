import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

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

const presets: { label: string; model: GridSortModel }[] = [
  { label: 'Newest first', model: [{ field: 'published', sort: 'desc' }] },
  { label: 'Shortest first', model: [{ field: 'pages', sort: 'asc' }] },
  { label: 'Best rated', model: [{ field: 'rating', sort: 'desc' }] },
];

export default function SortingProgrammatic() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(presets[0].model);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant={sortModel === preset.model ? 'contained' : 'outlined'}
            onClick={() => setSortModel(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          // Headers no longer sort, but the model from the buttons applies
          disableColumnSorting
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
