import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridToolbar,
  gridColumnVisibilityModelSelector,
  gridDensitySelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 90 },
  { field: 'airport', headerName: 'Airport', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'passengers', headerName: 'Passengers (M)', type: 'number', width: 140 },
];

const rows = [
  { id: 'DXB', code: 'DXB', airport: 'Dubai International', country: 'UAE', passengers: 86.9 },
  { id: 'LHR', code: 'LHR', airport: 'London Heathrow', country: 'UK', passengers: 79.2 },
  { id: 'IST', code: 'IST', airport: 'Istanbul', country: 'Türkiye', passengers: 76 },
  {
    id: 'CDG',
    code: 'CDG',
    airport: 'Paris Charles de Gaulle',
    country: 'France',
    passengers: 67.4,
  },
  {
    id: 'AMS',
    code: 'AMS',
    airport: 'Amsterdam Schiphol',
    country: 'Netherlands',
    passengers: 61.9,
  },
  { id: 'SIN', code: 'SIN', airport: 'Singapore Changi', country: 'Singapore', passengers: 58.9 },
  { id: 'HND', code: 'HND', airport: 'Tokyo Haneda', country: 'Japan', passengers: 78.7 },
];

export default function DirectStateAccess() {
  const apiRef = useGridApiRef();
  const [snapshot, setSnapshot] = React.useState('Press a button to read the state.');

  const readWithSelectors = () => {
    setSnapshot(
      JSON.stringify(
        {
          rowsOnThisPage: gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
          visibleColumns: gridVisibleColumnFieldsSelector(apiRef),
          hiddenColumns: gridColumnVisibilityModelSelector(apiRef),
          // A plain state selector: pass the state object rather than the ref
          density: gridDensitySelector(apiRef.current.state),
        },
        null,
        2,
      ),
    );
  };

  const listStateKeys = () => {
    setSnapshot(`apiRef.current.state has:\n${Object.keys(apiRef.current.state).join(', ')}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={readWithSelectors}>
          Read with selectors
        </Button>
        <Button size="small" onClick={listStateKeys}>
          List state keys
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          height: 130,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
        }}
      >
        {snapshot}
      </Box>
    </Box>
  );
}
