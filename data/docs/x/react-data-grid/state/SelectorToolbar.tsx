import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  gridFilteredTopLevelRowCountSelector,
  gridPageCountSelector,
  gridPageSelector,
  gridSortModelSelector,
  selectedGridRowsCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

// Each useGridSelector call re-renders this toolbar only when its own value changes
function StatusToolbar() {
  const apiRef = useGridApiContext();
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const selected = useGridSelector(apiRef, selectedGridRowsCountSelector);

  return (
    <GridToolbarContainer sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, p: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <GridToolbarFilterButton />
        <Box sx={{ flex: 1 }} />
        <GridToolbarQuickFilter />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" label={`${matching} matching`} />
        <Chip size="small" label={`Page ${page + 1} of ${Math.max(pageCount, 1)}`} />
        <Chip
          size="small"
          label={
            sortModel.length
              ? `Sorted by ${sortModel.map((item) => `${item.field} ${item.sort}`).join(', ')}`
              : 'Not sorted'
          }
        />
        <Chip
          size="small"
          color={selected ? 'primary' : 'default'}
          label={`${selected} selected`}
        />
      </Stack>
    </GridToolbarContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Film', flex: 1, minWidth: 170 },
  { field: 'director', headerName: 'Director', width: 160 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'runtime', headerName: 'Runtime (min)', type: 'number', width: 130 },
];

const rows = [
  {
    id: 1,
    title: 'Portrait of a Lady on Fire',
    director: 'Céline Sciamma',
    year: 2019,
    runtime: 122,
  },
  { id: 2, title: 'Parasite', director: 'Bong Joon-ho', year: 2019, runtime: 132 },
  { id: 3, title: 'Shoplifters', director: 'Hirokazu Kore-eda', year: 2018, runtime: 121 },
  { id: 4, title: 'Roma', director: 'Alfonso Cuarón', year: 2018, runtime: 135 },
  { id: 5, title: 'Drive My Car', director: 'Ryūsuke Hamaguchi', year: 2021, runtime: 179 },
  { id: 6, title: 'Aftersun', director: 'Charlotte Wells', year: 2022, runtime: 102 },
  { id: 7, title: 'Past Lives', director: 'Celine Song', year: 2023, runtime: 106 },
  { id: 8, title: 'Anatomy of a Fall', director: 'Justine Triet', year: 2023, runtime: 151 },
];

export default function SelectorToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
        slots={{ toolbar: StatusToolbar }}
      />
    </Box>
  );
}
