import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridPagination,
  gridPageCountSelector,
  gridPageSelector,
  gridPaginationRowRangeSelector,
  gridPaginationRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = Array.from({ length: 37 }, (_, index) => ({
  id: index + 1,
  title: ['Sourdough starter', 'Ramen from scratch', 'Lemon tart', 'Green curry', 'Focaccia'][
    index % 5
  ],
  author: ['Ines', 'Kofi', 'Mei', 'Lars'][index % 4],
  minutes: 20 + ((index * 17) % 160),
}));

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Recipe', flex: 1 },
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 120 },
];

// A footer that reads the pagination state with selectors, next to the default controls.
function RecipesFooter() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const range = useGridSelector(apiRef, gridPaginationRowRangeSelector);
  const rowCount = useGridSelector(apiRef, gridPaginationRowCountSelector);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ pl: 2 }}>
        {range
          ? `Page ${page + 1} of ${pageCount}: recipes ${range.firstRowIndex + 1} to ${range.lastRowIndex + 1} of ${rowCount}`
          : 'No recipes match'}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function PaginationSelectorsFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: RecipesFooter }}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
