import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnResizeParams } from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; year: number; pages: number };

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
  },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, pages: 209 },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, pages: 258 },
  { id: 4, title: 'Pedro Páramo', author: 'Juan Rulfo', year: 1955, pages: 124 },
];

const defaultWidths: Record<string, number> = { title: 220, author: 160, year: 90, pages: 90 };

export default function PersistColumnWidths() {
  // In an application, this state would be read from and written to localStorage or a server.
  const [widths, setWidths] = React.useState<Record<string, number>>(defaultWidths);

  const columns = React.useMemo<GridColDef<Book>[]>(
    () => [
      { field: 'title', headerName: 'Title', width: widths.title },
      { field: 'author', headerName: 'Author', width: widths.author },
      { field: 'year', headerName: 'Year', type: 'number', width: widths.year },
      { field: 'pages', headerName: 'Pages', type: 'number', width: widths.pages },
    ],
    [widths],
  );

  const handleColumnWidthChange = React.useCallback((params: GridColumnResizeParams) => {
    setWidths((prev) => ({ ...prev, [params.colDef.field]: Math.round(params.width) }));
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setWidths(defaultWidths)}>
          Reset widths
        </Button>
        <Typography variant="caption" component="code">
          {JSON.stringify(widths)}
        </Typography>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleColumnWidthChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
