import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColDef,
  GridToolbar,
  gridFilteredSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

type Listing = { id: number; neighbourhood: string; bedrooms: number; rent: number };

const columns: GridColDef<Listing>[] = [
  { field: 'neighbourhood', headerName: 'Neighbourhood', flex: 1, minWidth: 150 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  {
    field: 'rent',
    headerName: 'Rent / month',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

const rows: Listing[] = [
  { id: 1, neighbourhood: 'Riverside', bedrooms: 1, rent: 1450 },
  { id: 2, neighbourhood: 'Old Town', bedrooms: 2, rent: 2100 },
  { id: 3, neighbourhood: 'Riverside', bedrooms: 3, rent: 2890 },
  { id: 4, neighbourhood: 'Hillcrest', bedrooms: 2, rent: 1780 },
  { id: 5, neighbourhood: 'Old Town', bedrooms: 1, rent: 1620 },
  { id: 6, neighbourhood: 'Hillcrest', bedrooms: 4, rent: 3350 },
  { id: 7, neighbourhood: 'Harbour', bedrooms: 2, rent: 2440 },
];

export default function ApiRefReadState() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('Filter or sort the grid, then read the view.');

  const readView = () => {
    // Selectors accept the API ref and return one slice of the state
    const visible = gridFilteredSortedRowEntriesSelector(apiRef);
    const sortModel = gridSortModelSelector(apiRef);
    const rents = visible.map((entry) => (entry.model as Listing).rent);
    const average = rents.length ? rents.reduce((sum, rent) => sum + rent, 0) / rents.length : 0;
    setReport(
      [
        `Rows in view: ${visible.length} of ${apiRef.current.getRowsCount()}`,
        `Order: ${visible.map((entry) => entry.id).join(', ') || '—'}`,
        `Sort model: ${JSON.stringify(sortModel)}`,
        `Average rent in view: $${Math.round(average).toLocaleString('en-US')}`,
      ].join('\n'),
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={readView} sx={{ mb: 1 }}>
        Read the current view
      </Button>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          height: 90,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {report}
      </Box>
    </Box>
  );
}
