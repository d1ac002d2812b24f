import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  author: string;
  borrower: string;
  due: string;
}

const rows: Loan[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    borrower: 'Amira Haddad',
    due: '2024-08-12',
  },
  {
    id: 2,
    title: 'Invisible Cities',
    author: 'Italo Calvino',
    borrower: 'Jonas Berg',
    due: '2024-08-14',
  },
  {
    id: 3,
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    borrower: 'Lucía Ortega',
    due: '2024-08-15',
  },
  {
    id: 4,
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    borrower: 'Tomasz Nowak',
    due: '2024-08-19',
  },
  {
    id: 5,
    title: 'Pedro Páramo',
    author: 'Juan Rulfo',
    borrower: 'Grace Mensah',
    due: '2024-08-21',
  },
  {
    id: 6,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    borrower: 'Hiro Tanaka',
    due: '2024-08-23',
  },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  { field: 'due', headerName: 'Due back', width: 110 },
];

export default function SxWithGridClasses() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={(theme) => ({
          borderColor: 'primary.light',
          // Keys built from the gridClasses constants: a typo is a type error, not a silent miss.
          [`& .${gridClasses.columnHeader}`]: {
            bgcolor: alpha(theme.palette.primary.main, 0.08),
          },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          [`& .${gridClasses.row}:hover`]: {
            bgcolor: alpha(theme.palette.primary.main, 0.04),
          },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: -2,
          },
          [`& .${gridClasses.footerContainer}`]: {
            bgcolor: alpha(theme.palette.primary.main, 0.04),
          },
        })}
      />
    </Box>
  );
}
