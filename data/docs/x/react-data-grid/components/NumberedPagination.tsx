import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  GridColDef,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

// Numbered pages instead of the default "1–5 of 24" with arrows.
function NumberedPages() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      // The grid counts pages from 0, the Material UI Pagination from 1.
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
    />
  );
}

const elements = [
  ['H', 'Hydrogen', 1.008],
  ['He', 'Helium', 4.0026],
  ['Li', 'Lithium', 6.94],
  ['Be', 'Beryllium', 9.0122],
  ['B', 'Boron', 10.81],
  ['C', 'Carbon', 12.011],
  ['N', 'Nitrogen', 14.007],
  ['O', 'Oxygen', 15.999],
  ['F', 'Fluorine', 18.998],
  ['Ne', 'Neon', 20.18],
  ['Na', 'Sodium', 22.99],
  ['Mg', 'Magnesium', 24.305],
  ['Al', 'Aluminium', 26.982],
  ['Si', 'Silicon', 28.085],
  ['P', 'Phosphorus', 30.974],
  ['S', 'Sulfur', 32.06],
  ['Cl', 'Chlorine', 35.45],
  ['Ar', 'Argon', 39.948],
  ['K', 'Potassium', 39.098],
  ['Ca', 'Calcium', 40.078],
] as const;

const rows = elements.map(([symbol, name, mass], index) => ({
  id: index + 1,
  number: index + 1,
  symbol,
  name,
  mass,
}));

const columns: GridColDef[] = [
  { field: 'number', headerName: 'Z', type: 'number', width: 70 },
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'name', headerName: 'Element', flex: 1, minWidth: 130 },
  { field: 'mass', headerName: 'Atomic mass', type: 'number', width: 130 },
];

export default function NumberedPagination() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
        slots={{ pagination: NumberedPages }}
      />
    </Box>
  );
}
