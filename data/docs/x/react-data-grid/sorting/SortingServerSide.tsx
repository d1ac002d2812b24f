import * as React from 'react';
import Box from '@mui/material/Box';
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

// Stands in for a request to a back end that sorts the rows
function fetchSortedBooks(sortModel: GridSortModel): Promise<Book[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const [item] = sortModel;
      if (!item?.sort) {
        resolve(rows);
        return;
      }
      const sign = item.sort === 'asc' ? 1 : -1;
      const field = item.field as keyof Book;
      const sorted = [...rows].sort((a, b) => {
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
  const [serverRows, setServerRows] = React.useState<Book[]>(rows);
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
