import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { type Book, books } from './books';

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
          rows={books}
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
