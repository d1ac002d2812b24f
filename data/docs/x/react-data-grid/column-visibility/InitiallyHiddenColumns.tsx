import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    isbn: '978-0-14-303943-3',
    title: 'The Road',
    author: 'Cormac McCarthy',
    shelf: 'F-12',
    copies: 4,
    added: '2019-02-11',
  },
  {
    id: 2,
    isbn: '978-0-385-49081-8',
    title: 'Oryx and Crake',
    author: 'Margaret Atwood',
    shelf: 'F-03',
    copies: 2,
    added: '2020-09-30',
  },
  {
    id: 3,
    isbn: '978-0-06-231500-7',
    title: 'The Alchemist',
    author: 'Paulo Coelho',
    shelf: 'F-07',
    copies: 6,
    added: '2018-05-14',
  },
  {
    id: 4,
    isbn: '978-1-4000-7998-8',
    title: 'Never Let Me Go',
    author: 'Kazuo Ishiguro',
    shelf: 'F-09',
    copies: 3,
    added: '2021-01-22',
  },
];

const columns: GridColDef[] = [
  { field: 'isbn', headerName: 'ISBN', width: 170 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'shelf', headerName: 'Shelf', width: 90 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
  { field: 'added', headerName: 'Added', width: 120 },
];

export default function InitiallyHiddenColumns() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          columns: {
            // Technical columns start hidden; the Columns button brings them back.
            columnVisibilityModel: { isbn: false, added: false },
          },
        }}
        slots={{ toolbar: GridToolbar }}
        hideFooter
      />
    </Box>
  );
}
