import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { type Book, books } from './books';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 210 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'published', headerName: 'Published', type: 'date', width: 120 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

// Stands in for a request to a back end that sorts the rows
function fetchSortedBooks(sortModel: GridSortModel): Promise<Book[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const [item] = sortModel;
      if (!item?.sort) {
        resolve(books);
        return;
      }
      const sign = item.sort === 'asc' ? 1 : -1;
      const field = item.field as keyof Book;
      const sorted = [...books].sort((a, b) => {
        const v1 = a[field] ?? -Infinity;
        const v2 = b[field] ?? -Infinity;
        if (v1 < v2) {
          return -sign;
        }
        return v1 > v2 ? sign : 0;
      });
      resolve(sorted);
    }, 600);
  });
}

export default function SortingServerSide() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [serverRows, setServerRows] = React.useState<Book[]>(books);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchSortedBooks(sortModel).then((result) => {
      if (active) {
        setServerRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={serverRows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
        hideFooter
      />
    </Box>
  );
}
